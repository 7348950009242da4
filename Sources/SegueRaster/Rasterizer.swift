import Foundation
import OpenQuartzCore
import SegueCodecs

/// Exact-area anti-aliased scan conversion of polygons, the technique of font rasterizers.
///
/// Each edge adds, to every pixel cell it crosses, its exact signed area and cover contribution
/// (in 24.8 fixed point, so results are integers and bit-for-bit repeatable); a prefix sum along
/// each row then gives every pixel's area-weighted winding number. Non-zero coverage is
/// `min(1, |w|)`; even-odd folds `w` modulo 2 (`w` in 1…2 gives `2 − w`). Both are exact for a
/// pixel crossed by one edge (or by several edges of one winding step), and two polygons that
/// share an edge get coverages that add up to exactly full along it.
///
/// Contours are closed implicitly, in device pixels (x right, y down, pixel `(i, j)` covers
/// `[i, i+1) × [j, j+1)`). Coordinates are quantized to 1/256 pixel and clamped to
/// ±``coordinateLimit``. A `Rasterizer` keeps scratch buffers between calls: reuse one per
/// render pass. It is not thread-safe (not `Sendable`); create one per thread.
package final class Rasterizer {
    /// Subpixel bits of the fixed-point grid (1/256 pixel).
    package static let shift = 8
    package static let one = 1 << shift
    /// The accumulated value of a fully covered pixel: `2 · one · one`.
    package static let full = 2 * one * one
    /// Coordinates are clamped to ±this many pixels before quantization.
    package static let coordinateLimit = 1 << 22

    // Sparse accumulation: each row keeps a list of cells, `rowHead[row]` → node,
    // `nodeNext[node]` → next node. Node `n` adds `nodeArea[n]` to cell `nodeX[n]` and
    // `nodeCarry[n]` to the cell right of it (one edge piece's two contributions); a cell may
    // appear in several nodes, whose values the sweep adds up.
    package var rowHead: UnsafeMutablePointer<Int32>
    package var rowCapacity = 0
    package var nodeX: UnsafeMutablePointer<Int32>
    package var nodeArea: UnsafeMutablePointer<Int32>
    package var nodeCarry: UnsafeMutablePointer<Int32>
    package var nodeNext: UnsafeMutablePointer<Int32>
    package var nodeCapacity = 0
    package var nodeCount = 0
    // The last node added and its cell: consecutive pieces in one cell share a node.
    package var lastNode = -1, lastRow = -1, lastX = -1
    // Row sweep scratch: sort keys (cell `x` in the high half, node index in the low half).
    package var rowKeys: UnsafeMutablePointer<Int64>
    package var rowKeysCapacity = 0
    package var spans: UnsafeMutablePointer<CoverageSpan>
    package var spanCapacity = 0

    // The current box (device pixels) and its fixed-point extent.
    package var boxX = 0, boxY = 0, boxWidth = 0, boxHeight = 0, stride = 0

    /// Creates a rasterizer with empty scratch buffers (they grow on demand and are kept).
    package init() {
        rowHead = .allocate(capacity: 1)
        nodeX = .allocate(capacity: 1)
        nodeArea = .allocate(capacity: 1)
        nodeCarry = .allocate(capacity: 1)
        nodeNext = .allocate(capacity: 1)
        rowKeys = .allocate(capacity: 1)
        spans = .allocate(capacity: 1)
    }

    deinit {
        rowHead.deallocate()
        nodeX.deallocate()
        nodeArea.deallocate()
        nodeCarry.deallocate()
        nodeNext.deallocate()
        rowKeys.deallocate()
        spans.deallocate()
    }

    /// Scan-converts `contours` clipped to `clip` and hands each row's coverage runs to `body`.
    ///
    /// - Parameters:
    ///   - contours: closed polygons in device pixels; contours with fewer than 3 points add nothing.
    ///   - fillRule: how overlapping contours combine.
    ///   - clip: pixels outside this rectangle are never reported.
    ///   - body: called once per row that has any coverage, top to bottom, with the row's `y` and its
    ///     runs of non-zero coverage sorted by `x`. The buffer is only valid during the call.
    package func rasterize(
        _ contours: [[CGPoint]], fillRule: RasterFillRule, clip: PixelRect,
        _ body: (_ y: Int, _ spans: UnsafeBufferPointer<CoverageSpan>) -> Void
    ) {
        // Quantize once, find the bounding box.
        var fixed: [[(x: Int, y: Int)]] = []
        fixed.reserveCapacity(contours.count)
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        for contour in contours where contour.count >= 3 {
            var q: [(x: Int, y: Int)] = []
            q.reserveCapacity(contour.count)
            for p in contour {
                let fx = Rasterizer.quantize(p.x)
                let fy = Rasterizer.quantize(p.y)
                q.append((fx, fy))
                minX = min(minX, fx)
                maxX = max(maxX, fx)
                minY = min(minY, fy)
                maxY = max(maxY, fy)
            }
            fixed.append(q)
        }
        guard !fixed.isEmpty else { return }
        let bounds = PixelRect(
            x: minX >> Rasterizer.shift, y: minY >> Rasterizer.shift,
            width: ((maxX + Rasterizer.one - 1) >> Rasterizer.shift) - (minX >> Rasterizer.shift),
            height: ((maxY + Rasterizer.one - 1) >> Rasterizer.shift) - (minY >> Rasterizer.shift))
        // Work only inside clip ∩ bounds; edges left of the box are projected onto its left side
        // (they still wind the pixels to their right), edges right of it are dropped.
        let box = PixelRect(
            x: max(clip.x, bounds.x), y: max(clip.y, bounds.y),
            width: min(clip.maxX, bounds.maxX) - max(clip.x, bounds.x),
            height: min(clip.maxY, bounds.maxY) - max(clip.y, bounds.y))
        guard !box.isEmpty else { return }
        begin(box)
        for q in fixed {
            var previous = q[q.count - 1]
            for point in q {
                addEdge(previous.x, previous.y, point.x, point.y)
                previous = point
            }
        }
        sweep(fillRule: fillRule, body)
    }

    /// Rounds a device coordinate to the 24.8 fixed-point grid, clamping to ±``coordinateLimit``.
    @inline(__always)
    package static func quantize(_ v: CGFloat) -> Int {
        let limit = Double(coordinateLimit)
        let d = Double(v)
        guard d.isFinite else {
            return d > 0 ? coordinateLimit << shift : d < 0 ? -(coordinateLimit << shift) : 0
        }
        return Int((max(-limit, min(limit, d)) * Double(one)).rounded())
    }

    /// 8-bit coverage of an accumulated winding value under `rule`.
    @inline(__always)
    package static func coverage(_ value: Int, _ rule: RasterFillRule) -> UInt8 {
        var v: Int
        switch rule {
        case .nonZero:
            v = abs(value)
            if v >= full { return 255 }
        case .evenOdd:
            v = value & (2 * full - 1)
            if v > full { v = 2 * full - v }
        }
        return UInt8(truncatingIfNeeded: (v * 255 + full / 2) >> (2 * shift + 1))
    }

    /// Makes the scratch buffers fit `box` and resets the cell lists.
    private func begin(_ box: PixelRect) {
        boxX = box.x
        boxY = box.y
        boxWidth = box.width
        boxHeight = box.height
        stride = box.width + 2
        if box.height > rowCapacity {
            rowHead.deallocate()
            rowCapacity = max(box.height, rowCapacity * 2)
            rowHead = .allocate(capacity: rowCapacity)
        }
        rowHead.initialize(repeating: -1, count: box.height)
        if stride > spanCapacity {
            spans.deallocate()
            spanCapacity = stride
            spans = .allocate(capacity: spanCapacity)
        }
        nodeCount = 0
        lastNode = -1
    }

    /// Adds `area` to cell `x` of `row` and `carry` to cell `x + 1` (wrapping 32-bit sums, as
    /// the sweep reads them).
    @inline(__always)
    package func accumulate(row: Int, x: Int, area: Int, carry: Int) {
        if lastNode >= 0 && lastRow == row && lastX == x {
            nodeArea[lastNode] &+= Int32(truncatingIfNeeded: area)
            nodeCarry[lastNode] &+= Int32(truncatingIfNeeded: carry)
            return
        }
        if nodeCount == nodeCapacity { growNodes() }
        let node = nodeCount
        nodeX[node] = Int32(truncatingIfNeeded: x)
        nodeArea[node] = Int32(truncatingIfNeeded: area)
        nodeCarry[node] = Int32(truncatingIfNeeded: carry)
        nodeNext[node] = rowHead[row]
        rowHead[row] = Int32(truncatingIfNeeded: node)
        nodeCount = node + 1
        lastNode = node
        lastRow = row
        lastX = x
    }

    private func growNodes() {
        let newCapacity = max(1024, nodeCapacity * 2)
        func grown(_ old: UnsafeMutablePointer<Int32>) -> UnsafeMutablePointer<Int32> {
            let new = UnsafeMutablePointer<Int32>.allocate(capacity: newCapacity)
            new.update(from: old, count: nodeCount)
            old.deallocate()
            return new
        }
        nodeX = grown(nodeX)
        nodeArea = grown(nodeArea)
        nodeCarry = grown(nodeCarry)
        nodeNext = grown(nodeNext)
        nodeCapacity = newCapacity
    }
}

import Foundation
import OpenQuartzCore
import SegueCodecs

/// Coverage of an axis-aligned rectangle, computed per row and column: the fast path for the
/// common UI case.
///
/// The rectangle is quantized to the same 1/256-pixel grid as ``Rasterizer`` and a pixel's value
/// is `2 · coverX · coverY`, exactly the integer the scan converter accumulates for the same
/// rectangle, so both paths give identical bytes.
package struct RectCoverage {
    package let x0: Int, y0: Int, x1: Int, y1: Int

    /// The coverage of `rect` (device pixels). Empty or non-finite rectangles cover nothing.
    package init(_ rect: CGRect) {
        let r = rect.standardized
        x0 = Rasterizer.quantize(r.minX)
        x1 = Rasterizer.quantize(r.maxX)
        y0 = Rasterizer.quantize(r.minY)
        y1 = Rasterizer.quantize(r.maxY)
    }

    /// Reports each row's coverage runs inside `clip`, top to bottom, like ``Rasterizer/rasterize``.
    package func generate(
        clip: PixelRect, _ body: (_ y: Int, _ spans: UnsafeBufferPointer<CoverageSpan>) -> Void
    ) {
        let shift = Rasterizer.shift
        let one = Rasterizer.one
        let left = max(x0, clip.x << shift)
        let right = min(x1, clip.maxX << shift)
        let top = max(y0, clip.y << shift)
        let bottom = min(y1, clip.maxY << shift)
        guard left < right, top < bottom else { return }
        let firstColumn = left >> shift
        let lastColumn = (right - 1) >> shift
        let firstRow = top >> shift
        let lastRow = (bottom - 1) >> shift
        // Column covers: first, interior (full), last.
        let firstCover =
            firstColumn == lastColumn ? right - left : ((firstColumn + 1) << shift) - left
        let lastCover = right - (lastColumn << shift)
        var spans: [CoverageSpan] = []
        spans.reserveCapacity(3)
        var cachedCoverY = -1
        for row in firstRow...lastRow {
            let coverY = min(bottom, (row + 1) << shift) - max(top, row << shift)
            if coverY != cachedCoverY {
                cachedCoverY = coverY
                spans.removeAll(keepingCapacity: true)
                func add(_ x: Int, _ length: Int, _ coverX: Int) {
                    let c = Rasterizer.coverage(2 * coverX * coverY, .nonZero)
                    if c == 0 || length <= 0 { return }
                    if let last = spans.last, last.coverage == c, last.x + last.length == x {
                        spans[spans.count - 1].length += length
                    } else {
                        spans.append(CoverageSpan(x: x, length: length, coverage: c))
                    }
                }
                add(firstColumn, 1, firstCover)
                if lastColumn > firstColumn {
                    add(firstColumn + 1, lastColumn - firstColumn - 1, one)
                    add(lastColumn, 1, lastCover)
                }
            }
            if !spans.isEmpty { spans.withUnsafeBufferPointer { body(row, $0) } }
        }
    }
}

extension CoverageMask {
    /// Rasterizes an axis-aligned rectangle into the mask through the fast path (same values as
    /// ``fill(_:fillRule:opacity:mode:using:)`` with the rectangle as a polygon).
    package mutating func fillRect(
        _ rect: CGRect, opacity: CGFloat = 1, mode: CoverageCombine = .union
    ) {
        let k = UInt32(opacityByte(opacity))
        let w = width
        let ox = originX
        let oy = originY
        if mode == .intersect {
            var shape = CoverageMask(
                width: width, height: height, originX: originX, originY: originY)
            shape.fillRect(rect, opacity: opacity, mode: .replace)
            for i in 0..<bytes.count {
                bytes[i] = UInt8(Blend.div255(UInt32(bytes[i]) * UInt32(shape.bytes[i])))
            }
            return
        }
        let box = bounds
        bytes.withUnsafeMutableBufferPointer { dst in
            RectCoverage(rect).generate(clip: box) { y, spans in
                let rowBase = (y - oy) * w - ox
                for span in spans {
                    CoverageMask.combine(
                        dst, from: rowBase + span.x, count: span.length,
                        Blend.div255(UInt32(span.coverage) * k), mode)
                }
            }
        }
    }
}

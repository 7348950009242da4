import Foundation
import OpenQuartzCore
import SegueCodecs

extension DisplayList {
    /// Plays `group`'s part of device rows `rows` (inside the composite `c`'s region) into a band
    /// buffer, then composites that onto the destination of ``play(into:rowOffset:rows:scratch:from:)``.
    ///
    /// Only each row's extent (the columns the group's operations can touch) is cleared and
    /// composited: the rest of the group is transparent, which source-over leaves unchanged. When
    /// the group starts with an unmasked solid fill, that fill is written straight into the band
    /// (over transparent pixels source-over is a copy of the source) and only the rest of each
    /// extent is cleared. Either way the bytes are those of playing the group over a cleared band.
    package func playGroup(
        _ group: DisplayList, _ c: Composite, into base: UnsafeMutableRawPointer, rowOffset: Int,
        rows: Range<Int>, scratch: SpanScratch
    ) {
        let boxWidth = c.box.width
        let bandBytes = boxWidth * 4 * rows.count
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(1, bandBytes), alignment: 16)
        defer { buffer.deallocate() }
        let groupRows = rows.lowerBound - c.box.y..<rows.upperBound - c.box.y
        group.withRowExtents { extent in
            var first = 0
            if case .fill(let fill)? = group.operations.first, fill.mask == nil,
                case .solid(let color) = fill.paint
            {
                group.copy(fill, color: color, into: buffer, rows: groupRows, extent: extent)
                first = 1
            } else {
                for gy in groupRows {
                    let e = extent(gy)
                    guard !e.isEmpty else { continue }
                    (buffer + ((gy - groupRows.lowerBound) * boxWidth + e.lowerBound) * 4)
                        .initializeMemory(as: UInt8.self, repeating: 0, count: e.count * 4)
                }
            }
            if first < group.operations.count {
                let groupScratch = SpanScratch(width: boxWidth)
                defer { groupScratch.deallocate() }
                group.play(
                    into: buffer, rowOffset: groupRows.lowerBound, rows: groupRows,
                    scratch: groupScratch, from: first)
            }
            let rowBytes = width * 4
            for y in rows {
                let e = extent(y - c.box.y)
                let lo = max(c.region.x, c.box.x + e.lowerBound)
                let hi = min(c.region.maxX, c.box.x + e.upperBound)
                guard lo < hi else { continue }
                Self.compositeRow(
                    base + (y - rowOffset) * rowBytes + lo * 4,
                    source: buffer + ((y - rows.lowerBound) * boxWidth + lo - c.box.x) * 4,
                    x: lo, count: hi - lo, y: y, c, scratch: scratch)
            }
        }
    }

    /// Writes an unmasked solid `fill` (this list's first operation) into `rows` of a band buffer
    /// whose first row is `rows.lowerBound`, as source-over onto transparent pixels gives it, and
    /// clears the rest of each row's `extent`.
    package func copy(
        _ fill: Fill, color: PremultipliedColor, into buffer: UnsafeMutableRawPointer,
        rows: Range<Int>, extent: (Int) -> Range<Int>
    ) {
        let rowBytes = width * 4
        @inline(__always) func clear(_ row: UnsafeMutableRawPointer, _ from: Int, _ to: Int) {
            if from < to {
                (row + from * 4).initializeMemory(
                    as: UInt8.self, repeating: 0, count: (to - from) * 4)
            }
        }
        fill.rowY.withUnsafeBufferPointer { rowY in
            fill.rowStart.withUnsafeBufferPointer { rowStart in
                fill.spans.withUnsafeBufferPointer { spans in
                    var i = Fill.firstRow(atOrBelow: rows.lowerBound, in: rowY)
                    for y in rows {
                        let recorded = i < rowY.count && Int(rowY[i]) == y
                        if recorded { i += 1 }
                        let e = extent(y)
                        guard !e.isEmpty else { continue }
                        let row = buffer + (y - rows.lowerBound) * rowBytes
                        guard recorded else {
                            clear(row, e.lowerBound, e.upperBound)
                            continue
                        }
                        var x = e.lowerBound
                        for span in spans[Int(rowStart[i - 1])..<Int(rowStart[i])] {
                            clear(row, x, span.x)
                            let k = Blend.weight(coverage: span.coverage, opacity8: fill.opacity8)
                            SpanBlender.store(
                                row + span.x * 4, count: span.length,
                                source: k == 255 ? color.packed : Blend.scale(color.packed, k))
                            x = span.x + span.length
                        }
                        clear(row, x, e.upperBound)
                    }
                }
            }
        }
    }
}

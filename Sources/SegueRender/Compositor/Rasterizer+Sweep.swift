import Foundation

extension Rasterizer {
    /// Turns the accumulated cells into coverage runs row by row, clearing what it read.
    func sweep(
        fillRule: RasterFillRule,
        _ body: (_ y: Int, _ spans: UnsafeBufferPointer<CoverageSpan>) -> Void
    ) {
        for row in 0..<boxHeight {
            var node = Int(rowHead[row])
            if node < 0 { continue }
            // Gather and sort this row's touched cells.
            var count = 0
            while node >= 0 {
                if count == rowXsCapacity { growRowXs() }
                rowXs[count] = nodeX[node]
                count += 1
                node = Int(nodeNext[node])
            }
            Rasterizer.sortSmall(rowXs, count)
            let base = row * stride
            var spanCount = 0
            var sum = 0
            var previous = 0
            @inline(__always) func emit(_ x: Int, _ length: Int, _ coverage: UInt8) {
                if coverage == 0 || length <= 0 { return }
                if spanCount > 0 {
                    let last = spans[spanCount - 1]
                    if last.coverage == coverage && last.x + last.length == x {
                        spans[spanCount - 1].length += length
                        return
                    }
                }
                spans[spanCount] = CoverageSpan(x: x, length: length, coverage: coverage)
                spanCount += 1
            }
            for i in 0..<count {
                let x = Int(rowXs[i])
                let value = Int(acc[base + x])
                acc[base + x] = 0
                touched[base + x] = 0
                if x >= boxWidth { continue }
                if x > previous {
                    emit(boxX + previous, x - previous, Rasterizer.coverage(sum, fillRule))
                }
                sum += value
                emit(boxX + x, 1, Rasterizer.coverage(sum, fillRule))
                previous = x + 1
            }
            if previous < boxWidth {
                emit(boxX + previous, boxWidth - previous, Rasterizer.coverage(sum, fillRule))
            }
            if spanCount > 0 {
                body(boxY + row, UnsafeBufferPointer(start: spans, count: spanCount))
            }
        }
        nodeCount = 0
    }

    private func growRowXs() {
        let newCapacity = max(64, rowXsCapacity * 2)
        let grown = UnsafeMutablePointer<Int32>.allocate(capacity: newCapacity)
        grown.update(from: rowXs, count: rowXsCapacity)
        rowXs.deallocate()
        rowXs = grown
        rowXsCapacity = newCapacity
    }

    /// Sorts `count` values ascending: insertion sort for the usual handful, the library sort beyond.
    @inline(__always)
    static func sortSmall(_ values: UnsafeMutablePointer<Int32>, _ count: Int) {
        if count > 24 {
            var buffer = UnsafeMutableBufferPointer(start: values, count: count)
            buffer.sort()
            return
        }
        var i = 1
        while i < count {
            let v = values[i]
            var j = i - 1
            while j >= 0 && values[j] > v {
                values[j + 1] = values[j]
                j -= 1
            }
            values[j + 1] = v
            i += 1
        }
    }
}

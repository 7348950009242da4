import Foundation
import OpenQuartzCore
import SegueCodecs

extension Rasterizer {
    /// Turns the accumulated cells into coverage runs row by row, emptying the cell lists.
    package func sweep(
        fillRule: RasterFillRule,
        _ body: (_ y: Int, _ spans: UnsafeBufferPointer<CoverageSpan>) -> Void
    ) {
        for row in 0..<boxHeight {
            var node = Int(rowHead[row])
            if node < 0 { continue }
            // Gather this row's nodes and sort them by cell.
            var count = 0
            while node >= 0 {
                if count == rowKeysCapacity { growRowKeys() }
                rowKeys[count] = Int64(nodeX[node]) << 32 | Int64(node)
                count += 1
                node = Int(nodeNext[node])
            }
            Rasterizer.sortSmall(rowKeys, count)
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
            // One cell's total: the run of unchanged coverage before it, then the cell itself.
            @inline(__always) func cell(_ x: Int, _ value: Int32) {
                if x >= boxWidth { return }
                if x > previous {
                    emit(boxX + previous, x - previous, Rasterizer.coverage(sum, fillRule))
                }
                sum += Int(value)
                emit(boxX + x, 1, Rasterizer.coverage(sum, fillRule))
                previous = x + 1
            }
            // The carry of the cells just summed, owed to the cell right of them.
            var pendingX = -1
            var pending: Int32 = 0
            var i = 0
            while i < count {
                let x = Int(rowKeys[i] >> 32)
                var area: Int32 = 0
                var carry: Int32 = 0
                while i < count && Int(rowKeys[i] >> 32) == x {
                    let n = Int(truncatingIfNeeded: rowKeys[i] & 0xFFFF_FFFF)
                    area &+= nodeArea[n]
                    carry &+= nodeCarry[n]
                    i += 1
                }
                if pendingX == x {
                    area &+= pending
                } else if pendingX >= 0 {
                    cell(pendingX, pending)
                }
                cell(x, area)
                pendingX = x + 1
                pending = carry
            }
            if pendingX >= 0 { cell(pendingX, pending) }
            if previous < boxWidth {
                emit(boxX + previous, boxWidth - previous, Rasterizer.coverage(sum, fillRule))
            }
            if spanCount > 0 {
                body(boxY + row, UnsafeBufferPointer(start: spans, count: spanCount))
            }
        }
        nodeCount = 0
        lastNode = -1
    }

    private func growRowKeys() {
        let newCapacity = max(64, rowKeysCapacity * 2)
        let grown = UnsafeMutablePointer<Int64>.allocate(capacity: newCapacity)
        grown.update(from: rowKeys, count: rowKeysCapacity)
        rowKeys.deallocate()
        rowKeys = grown
        rowKeysCapacity = newCapacity
    }

    /// Sorts `count` values ascending: insertion sort for the usual handful, the library sort beyond.
    @inline(__always)
    package static func sortSmall(_ values: UnsafeMutablePointer<Int64>, _ count: Int) {
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

import Foundation
import OpenQuartzCore
import SegueCodecs

extension DisplayList {
    /// Measures ``rowExtents`` from the recorded operations: each row's span from the first
    /// column any operation touches to the last.
    package func measureRowExtents() {
        let w = Int32(truncatingIfNeeded: width)
        // Empty extents: lo = width, hi = 0.
        var extents = [Int32](repeating: 0, count: 2 * height)
        extents.withUnsafeMutableBufferPointer { e in
            for r in 0..<height { e[2 * r] = w }
            @inline(__always) func extend(_ y: Int, _ lo: Int32, _ hi: Int32) {
                guard y >= 0, y < height, lo < hi else { return }
                e[2 * y] = min(e[2 * y], max(0, lo))
                e[2 * y + 1] = max(e[2 * y + 1], min(w, hi))
            }
            for operation in operations {
                switch operation {
                case .fill(let fill):
                    fill.rowY.withUnsafeBufferPointer { rowY in
                        fill.rowStart.withUnsafeBufferPointer { rowStart in
                            fill.spans.withUnsafeBufferPointer { spans in
                                for i in 0..<rowY.count {
                                    let a = Int(rowStart[i])
                                    let b = Int(rowStart[i + 1])
                                    guard a < b else { continue }
                                    extend(
                                        Int(rowY[i]), Int32(truncatingIfNeeded: spans[a].x),
                                        Int32(
                                            truncatingIfNeeded: spans[b - 1].x + spans[b - 1].length
                                        ))
                                }
                            }
                        }
                    }
                case .composite(let c):
                    for y in c.region.y..<c.region.maxY {
                        extend(
                            y, Int32(truncatingIfNeeded: c.region.x),
                            Int32(truncatingIfNeeded: c.region.maxX))
                    }
                }
            }
        }
        rowExtents = extents
    }

    /// Calls `body` with a lookup of the columns the operations can touch on a row (empty when
    /// none does; the whole row when the extents were never measured).
    @inline(__always)
    package func withRowExtents<R>(_ body: ((Int) -> Range<Int>) -> R) -> R {
        let w = width
        let h = height
        return rowExtents.withUnsafeBufferPointer { e in
            body { y in
                guard y >= 0, y < h else { return 0..<0 }
                guard e.count == 2 * h else { return 0..<w }
                let lo = Int(e[2 * y])
                let hi = Int(e[2 * y + 1])
                return lo < hi ? lo..<hi : 0..<0
            }
        }
    }
}

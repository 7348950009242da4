import Foundation

extension DisplayList {
    /// Widens row `y`'s extent to include columns `lo ..< hi` (clamped to the list's size).
    func extendRow(_ y: Int, from lo: Int, to hi: Int) {
        guard y >= 0, y < height, lo < hi else { return }
        if rowExtents.isEmpty {
            // Empty extents: lo = width, hi = 0.
            rowExtents = [Int32](unsafeUninitializedCapacity: 2 * height) { buffer, initialized in
                for r in 0..<height {
                    buffer[2 * r] = Int32(truncatingIfNeeded: width)
                    buffer[2 * r + 1] = 0
                }
                initialized = 2 * height
            }
        }
        let l = Int32(truncatingIfNeeded: max(0, lo))
        let h = Int32(truncatingIfNeeded: min(width, hi))
        rowExtents.withUnsafeMutableBufferPointer { e in
            if l < e[2 * y] { e[2 * y] = l }
            if h > e[2 * y + 1] { e[2 * y + 1] = h }
        }
    }

    /// The columns the operations can touch on row `y` (empty when none touches it).
    @inline(__always)
    func extent(ofRow y: Int) -> Range<Int> {
        guard !rowExtents.isEmpty, y >= 0, y < height else { return 0..<0 }
        let lo = Int(rowExtents[2 * y])
        let hi = Int(rowExtents[2 * y + 1])
        return lo < hi ? lo..<hi : 0..<0
    }
}

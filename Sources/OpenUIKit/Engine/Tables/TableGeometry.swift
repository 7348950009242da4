import Foundation

/// Where a table's headers, rows and footers lie, down the content: each section is its header,
/// its rows one under the other, then its footer. Row heights are kept per row with whether
/// they are known or still an estimate; offsets are prefix sums, so finding the rows in a band is
/// a binary search and a height that changes moves only what follows it.
struct TableGeometry {
    struct Section {
        /// The top of the header, in content coordinates.
        var top: CGFloat = 0
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        /// The rows' heights, and whether each is known (false: an estimate).
        var heights: [CGFloat] = []
        var known: [Bool] = []
        /// `offsets[i]` is row `i`'s top below the header's bottom; one more than the rows.
        var offsets: [CGFloat] = [0]

        var rowsTop: CGFloat { top + headerHeight }
        var footerTop: CGFloat { rowsTop + (offsets.last ?? 0) }
        var bottom: CGFloat { footerTop + footerHeight }

        mutating func recomputeOffsets(from row: Int = 0) {
            if offsets.count != heights.count + 1 {
                offsets = [CGFloat](repeating: 0, count: heights.count + 1)
            }
            var y = offsets[row]
            for i in row..<heights.count {
                offsets[i] = y
                y += heights[i]
            }
            offsets[heights.count] = y
        }
    }

    var sections: [Section] = []
    /// The top of the first section (below the table header view, if any; none here).
    var top: CGFloat = 0

    /// The height of all sections.
    var height: CGFloat { (sections.last?.bottom ?? top) - top }

    /// Places the sections one under the other from `section` on.
    mutating func restack(from section: Int = 0) {
        var y = section == 0 ? top : sections[section - 1].bottom
        for s in section..<sections.count {
            sections[s].top = y
            y = sections[s].bottom
        }
    }

    /// The row's band: its top and height.
    func rowBand(_ row: Int, in section: Int) -> (y: CGFloat, height: CGFloat) {
        let s = sections[section]
        return (s.rowsTop + s.offsets[row], s.heights[row])
    }

    /// Sets a row's height; what follows moves.
    mutating func setHeight(_ h: CGFloat, row: Int, section: Int) {
        sections[section].known[row] = true
        guard sections[section].heights[row] != h else { return }
        sections[section].heights[row] = h
        sections[section].recomputeOffsets(from: row)
        restack(from: section + 1)
    }

    /// The index paths of the rows that overlap `minY..<maxY`, top to bottom.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var paths: [IndexPath] = []
        for (index, s) in sections.enumerated() where s.bottom > minY && s.top < maxY {
            let count = s.heights.count
            guard count > 0 else { continue }
            // The first row whose bottom is below minY.
            var lo = 0
            var hi = count
            while lo < hi {
                let mid = (lo + hi) / 2
                if s.rowsTop + s.offsets[mid + 1] <= minY { lo = mid + 1 } else { hi = mid }
            }
            var row = lo
            while row < count, s.rowsTop + s.offsets[row] < maxY {
                if s.heights[row] > 0 || s.rowsTop + s.offsets[row] >= minY {
                    paths.append(IndexPath(row: row, section: index))
                }
                row += 1
            }
        }
        return paths
    }

    /// The sections that overlap `minY..<maxY`.
    func sections(from minY: CGFloat, to maxY: CGFloat) -> [Int] {
        sections.indices.filter { sections[$0].bottom > minY && sections[$0].top < maxY }
    }
}

import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Rows, headers and footers stacked down the content at UIKit's heights; cells framed at the
/// offsets they are scrolled to.
@MainActor
@Suite struct TableViewGeometryTests {
    @Test func theDefaultsAreUIKits() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(UITableView.automaticDimension == -1)
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(table.sectionHeaderHeight == UITableView.automaticDimension)
        #expect(table.style == .plain)
        #expect(UITableView(frame: .zero).style == .plain)
        #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(IndexPath(row: 3, section: 1) == [1, 3])
        #expect(IndexPath(row: 3, section: 1).row == 3)
        #expect(IndexPath(item: 4, section: 2).section == 2)
    }

    @Test func cellsWithoutConstraintsTakeTheStandard44PointRow() {
        let stage = TableStage(rows: [50])
        #expect(
            stage.table.rectForRow(at: IndexPath(row: 3, section: 0))
                == CGRect(
                    x: 0, y: 132, width: 390, height: 44))
        #expect(stage.visibleRows.count == 20)
        #expect(stage.table.contentSize.height == 2200)
    }

    @Test func cellsAtAnOffsetAreFramedInTheContent() {
        let stage = TableStage(rows: [100]) { table, log in
            table.rowHeight = 50
            log.heights[IndexPath(row: 1, section: 0)] = 100
        }
        stage.scroll(to: 130)
        #expect(stage.visibleRows.first == "0.1")
        #expect(stage.visibleRows.last == "0.18")
        let second = stage.table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(second?.frame == CGRect(x: 0, y: 150, width: 390, height: 50))
        #expect(
            stage.table.indexPathForRow(at: CGPoint(x: 10, y: 149)) == IndexPath(row: 1, section: 0)
        )
        // 99 rows of 50 pt and one of 100 pt.
        #expect(stage.table.contentSize.height == 5050)
    }

    @Test func groupedSectionsStackTitledAndUntitledHeadersAndFooters() {
        let stage = TableStage(style: .grouped, rows: [2, 3]) { table, log in
            table.rowHeight = 44
            log.headerTitles[0] = "First"
            log.footerTitles[1] = "The end"
        }
        let t = stage.table
        // Section 0: titled header 38, rows 44 × 2, untitled footer 18.
        #expect(t.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 38))
        #expect(t.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 82)
        #expect(t.rectForFooter(inSection: 0) == CGRect(x: 0, y: 126, width: 390, height: 18))
        // Section 1: untitled header 18, rows, titled footer 38.
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 162)
        #expect(t.rect(forSection: 1) == CGRect(x: 0, y: 144, width: 390, height: 18 + 132 + 38))
        #expect(t.contentSize.height == 332)
        #expect(t.backgroundColor == .systemGroupedBackground)
    }

    @Test func insetGroupedRowsAreInsetAndRoundedAtTheEnds() throws {
        let stage = TableStage(style: .insetGrouped, rows: [3]) { table, _ in table.rowHeight = 44 }
        let first = try #require(stage.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let middle = try #require(stage.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let last = try #require(stage.table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(first.frame == CGRect(x: 16, y: 18, width: 358, height: 44))
        #expect(first.layer.cornerRadius == 10)
        #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.layer.cornerRadius == 0)
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(last.separatorView.isHidden && !first.separatorView.isHidden)
    }

    @Test func aPlainHeaderSticksToTheTopWhileItsSectionScrollsUnderIt() throws {
        let stage = TableStage(rows: [20, 20]) { table, log in
            table.rowHeight = 44
            log.headerTitles = [0: "A", 1: "B"]
        }
        // Section 0: header 28 + 880 of rows = 908; section 1's header starts there.
        let header = try #require(stage.table.subviews.first { $0 is TableSectionTitleView })
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 28))
        stage.scroll(to: 300)
        #expect(header.frame.minY == 300)
        stage.scroll(to: 890)
        // Pushed up by the end of its section.
        #expect(header.frame.minY == 880)
        let cellIndexes = stage.table.visibleCells.compactMap {
            stage.table.subviews.firstIndex(of: $0)
        }
        let headerIndex = try #require(stage.table.subviews.firstIndex(of: header))
        #expect(cellIndexes.allSatisfy { $0 < headerIndex })
    }

    @Test func scrollToRowPutsItWhereAsked() {
        let stage = TableStage(rows: [100]) { table, _ in table.rowHeight = 44 }
        let row = IndexPath(row: 50, section: 0)
        stage.table.scrollToRow(at: row, at: .top, animated: false)
        #expect(stage.table.contentOffset.y == 2200)
        stage.table.scrollToRow(at: row, at: .middle, animated: false)
        // Row 50's middle (2,222 pt) at the middle of 844 pt; its bottom (2,244) at the bottom.
        #expect(stage.table.contentOffset.y == 1800)
        stage.table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(stage.table.contentOffset.y == 1400)
        // The last row cannot reach the top: the content's end (4,400 − 844) stops it.
        stage.table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(stage.table.contentOffset.y == 3556)
    }
}

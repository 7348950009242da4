import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueDemos

/// The selection demo right to left: the selected row keeps its chevron at the left edge and
/// its square and title where the other rows have theirs, while selected under the pushed
/// detail and after the pop.
@MainActor
@Suite struct Seed000SelectionRightToLeftTests {
    func frames(_ cell: UITableViewCell) -> (chevron: CGRect?, title: CGRect?, content: CGRect) {
        let chevron = cell.subviews.first {
            String(describing: type(of: $0)) == "AccessoryGlyphView"
        }
        let title = (cell as? Seed000Cell)?.title
        return (
            chevron.map { cell.convert($0.bounds, from: $0) },
            title.map { cell.convert($0.bounds, from: $0) }, cell.contentView.frame
        )
    }

    func check(_ list: Seed000SelectionList, _ label: String, rtl: Bool) throws {
        let table: UITableView = list.tableView
        let selected = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let other = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let (chevron, title, content) = frames(selected)
        let (otherChevron, otherTitle, otherContent) = frames(other)
        let glyph = try #require(chevron, "\(label): the chevron is there")
        #expect(glyph.minX == otherChevron?.minX, "\(label)")
        #expect((glyph.minX < 40) == rtl, "\(label): the chevron at the leading edge")
        let view = try #require(
            selected.subviews.first { String(describing: type(of: $0)) == "AccessoryGlyphView" })
        #expect(!view.isHidden && view.alpha == 1, "\(label)")
        #expect(title == otherTitle, "\(label): the title where the other rows have theirs")
        #expect(content == otherContent, "\(label)")
        // The row is 361 pt wide; the chevron's 24 pt box 16 pt from the leading edge, the
        // content view the rest, the title 58 pt from the content's leading edge, 255 pt wide.
        if rtl {
            #expect(glyph == CGRect(x: 16, y: 14, width: 24, height: 24), "\(label)")
            #expect(content == CGRect(x: 40, y: 0, width: 321, height: 52), "\(label)")
            #expect(title == CGRect(x: 48, y: 0, width: 255, height: 52), "\(label)")
        } else {
            #expect(glyph == CGRect(x: 321, y: 14, width: 24, height: 24), "\(label)")
            #expect(content == CGRect(x: 0, y: 0, width: 321, height: 52), "\(label)")
            #expect(title == CGRect(x: 58, y: 0, width: 255, height: 52), "\(label)")
        }
    }

    @Test(arguments: [true, false])
    func theSelectedRowKeepsItsChevronAndItsTitle(rightToLeft rtl: Bool) throws {
        let demo = try #require(DemoCatalog.demo(named: "seed000-selection"))
        var player = DemoPlayer(demo: demo)
        player.traits = DemoTraits(
            layoutDirection: rtl ? .rightToLeft : .leftToRight)
        let scene = player.makeScene()
        defer { withExtendedLifetime(scene) {} }
        let list = try #require(scene.retained.first as? Seed000SelectionList)
        let nav = try #require(list.navigationController)
        try check(list, "before", rtl: rtl)
        let row = IndexPath(row: Seed000.selectedRow, section: 0)
        let rect = list.tableView.convert(list.tableView.rectForRow(at: row), to: nil)
        scene.window.touchSynthesizer.tap(at: CGPoint(x: rect.midX, y: rect.midY))
        UIApplication.shared.advance(by: 0.05)
        try check(list, "selected", rtl: rtl)
        #expect(UIApplication.shared.runUntilIdle())
        nav.popViewController(animated: true)
        UIApplication.shared.advance(by: 0.1)
        try check(list, "popping", rtl: rtl)
        #expect(UIApplication.shared.runUntilIdle())
        try check(list, "after the pop", rtl: rtl)
    }
}

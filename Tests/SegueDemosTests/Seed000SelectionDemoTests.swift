import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueDemos

/// The selection demo: a tapped row stays grey under the pushed detail, keeps its grey through
/// a swipe back let go half way, and fades with the pop (values at 0, 50 and 100 % of each).
@MainActor
@Suite struct Seed000SelectionDemoTests {
    func pushed() throws -> (
        DemoScene, Seed000SelectionList, UINavigationController, UITableViewCell
    ) {
        let scene = Seed000.makeSelectionScene()
        let list = try #require(scene.retained.first as? Seed000SelectionList)
        let nav = try #require(list.navigationController)
        let row = IndexPath(row: Seed000.selectedRow, section: 0)
        let rect = list.tableView.convert(list.tableView.rectForRow(at: row), to: nil)
        scene.window.touchSynthesizer.tap(at: CGPoint(x: rect.midX, y: rect.midY))
        #expect(UIApplication.shared.runUntilIdle())
        let cell = try #require(list.tableView.cellForRow(at: row))
        return (scene, list, nav, cell)
    }

    func grey(_ cell: UITableViewCell) -> Float {
        cell.selectedBackgroundView?.layer.presentation()?.opacity ?? -1
    }

    @Test func aSwipeBackLetGoHalfWayKeepsTheRowSelected() throws {
        let (scene, list, nav, cell) = try pushed()
        let detail = try #require(nav.topViewController as? AniTestViewController)
        #expect(detail.rowTitle == "Row 3")
        #expect(cell.isSelected && grey(cell) == 1)
        // 0 %: the finger lands at the edge.
        Seed000.swipeBackHalfWay(scene.window.touchSynthesizer, width: 390)
        UIApplication.shared.advance(by: 2.0 / 60)
        #expect(grey(cell) > 0.95)
        // 50 %: the finger at the middle of the screen holds the detail half way off and the
        // grey half faded.
        UIApplication.shared.advance(by: 30.0 / 60)
        let x = try #require(detail.view.layer.presentation()?.frame.minX)
        #expect(x > 170 && x < 200)
        #expect(grey(cell) > 0.4 && grey(cell) < 0.6)
        // 100 %: let go at 20 %, the pop cancels and the row is selected again.
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.topViewController === detail)
        #expect(detail.view.frame.minX == 0)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(cell.isSelected && grey(cell) == 1)
    }

    @Test func thePopFadesTheSelectionWithTheTransition() throws {
        let (scene, list, nav, cell) = try pushed()
        defer { withExtendedLifetime(scene) {} }
        nav.popViewController(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(grey(cell) > 0.9)
        // Half of the 0.35 s pop.
        UIApplication.shared.advance(by: 0.175)
        #expect(grey(cell) > 0.2 && grey(cell) < 0.8)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(grey(cell) == 0)
        #expect(!cell.isSelected)
        #expect(list.tableView.indexPathForSelectedRow == nil)
    }

    @Test func theDemoPlaysToTheEndWithTheRowWhiteAgain() throws {
        let run = try DemoRun.play("seed000-selection")
        #expect(run.finished)
        let list = try #require(run.scene.retained.first as? Seed000SelectionList)
        #expect(list.navigationController?.viewControllers.count == 1)
        #expect(list.tableView.indexPathForSelectedRow == nil)
    }
}

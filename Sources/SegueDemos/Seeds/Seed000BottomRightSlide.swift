// Seed 000: the demos of the article "自定义ViewController切换动画" (Docs/Articles/000_065d04a9a10b1bd1.txt).
// Transition: `MyAnimator`: the to-view slides in from the bottom-right corner (present and push); on the way
// back the from-view slides out to it (dismiss and pop).
import Foundation
@_spi(Testing) import OpenUIKit

/// The systems of seed article 000: `MyAnimator` (the to-view slides in from the bottom-right
/// corner; on the way back the from-view slides out to it), presented and pushed from a list.
package enum Seed000 {
    /// The article's demos.
    package static var demos: [Demo] {
        [
            Demo(
                name: "seed000-present",
                summary:
                    "Tap a row: MyAnimator slides the detail in from the bottom-right corner; dismiss slides it back out.",
                article: .seed000
            ) { makeScene(pushes: false) },
            Demo(
                name: "seed000-push",
                summary:
                    "The same MyAnimator returned by the navigation delegate for push and pop.",
                article: .seed000
            ) { makeScene(pushes: true) },
            selectionDemo,
        ]
    }

    /// Row tapped by both demos (index 1, "Row 2").
    static let tappedRow = 1

    @MainActor
    static func makeScene(pushes: Bool) -> DemoScene {
        let list = Seed000ViewController()
        list.pushes = pushes
        let window = DemoScenery.window(
            showing: list, navigationTitle: pushes ? "Transitions" : nil)
        let table: UITableView = list.tableView
        table.layoutIfNeeded()
        let rowRect = table.rectForRow(at: IndexPath(row: tappedRow, section: 0))
        let tapPoint = table.convert(CGPoint(x: rowRect.midX, y: rowRect.midY), to: window)
        let steps = DemoStep.roundTrip(
            "tap Row \(tappedRow + 1)",
            { window.touchSynthesizer.tap(at: tapPoint) }, back: pushes ? "pop" : "dismiss",
            {
                if pushes {
                    list.navigationController?.popViewController(animated: true)
                } else {
                    list.presentedViewController?.dismiss(animated: true)
                }
            })
        let scene = DemoScene(window: window, steps: steps, retaining: [list])
        // Start and end show the list: the grouped background left of the card, a white row, and
        // the tapped row's red-orange accent square.
        let firstCell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? Seed000Cell
        let accent: UIView = firstCell?.accent ?? table
        let accentPoint = accent.convert(
            CGPoint(x: accent.bounds.midX, y: accent.bounds.midY), to: window)
        let rowPoint = CGPoint(x: window.bounds.midX, y: tapPoint.y)
        let background = CGPoint(x: 6, y: window.bounds.height - 60)
        scene.probes.start = [
            (background, .systemGroupedBackground), (rowPoint, .white),
            (accentPoint, Seed000Colors.accents[0]),
        ]
        scene.probes.end = scene.probes.start
        return scene
    }
}

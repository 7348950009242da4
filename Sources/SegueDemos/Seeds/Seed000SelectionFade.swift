// Seed 000's list with UIKit's own push: the row's selection fades back with the pop
// (`clearsSelectionOnViewWillAppear` and the transition coordinator), and stays when an
// interactive pop is let go half way.
import Foundation
@_spi(Testing) import OpenUIKit

/// The article's rows in a `UITableViewController` that pushes the detail with the navigation
/// controller's own animation (no delegate), as the lists of Mail and Settings do.
final class Seed000SelectionList: UITableViewController {
    let titles = (1...6).map { "Row \($0)" }

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(Seed000Cell.self, forCellReuseIdentifier: Seed000Cell.identifier)
        tableView.rowHeight = 52
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: Seed000Cell.identifier, for: indexPath)
        (cell as? Seed000Cell)?.show(
            titles[indexPath.row],
            accent: Seed000Colors.accents[indexPath.row % Seed000Colors.accents.count])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = AniTestViewController()
        detail.rowTitle = titles[indexPath.row]
        detail.subtitleText = "Pushed by UINavigationController"
        navigationController?.pushViewController(detail, animated: true)
    }
}

extension Seed000 {
    /// The row the selection demo taps (index 2, "Row 3").
    static let selectedRow = 2

    /// Tap a row (it turns grey and the detail pushes), swipe back half way and let go (the pop
    /// cancels; the row stays grey), then pop (the grey fades with the pop).
    static var selectionDemo: Demo {
        Demo(
            name: "seed000-selection",
            summary:
                "UIKit's own push from the list: a swipe back let go half way keeps the row selected; the pop fades it",
            article: .seed000
        ) { makeSelectionScene() }
    }

    @MainActor
    static func makeSelectionScene() -> DemoScene {
        let list = Seed000SelectionList()
        let window = DemoScenery.window(showing: list, navigationTitle: "Transitions")
        let table: UITableView = list.tableView
        table.layoutIfNeeded()
        let rowRect = table.rectForRow(at: IndexPath(row: selectedRow, section: 0))
        let tapPoint = table.convert(CGPoint(x: rowRect.midX, y: rowRect.midY), to: window)
        let fingers = window.touchSynthesizer
        let steps: [DemoStep] = [
            .wait(0.3),
            .perform("tap Row \(selectedRow + 1)") { fingers.tap(at: tapPoint) },
            .settle(timeout: 3), .wait(0.4),
            .perform("swipe back half way and let go") {
                swipeBackHalfWay(fingers, width: window.bounds.width)
            },
            .settle(timeout: 4), .wait(0.4),
            .perform("pop") { list.navigationController?.popViewController(animated: true) },
            .settle(timeout: 3), .wait(0.4),
        ]
        let scene = DemoScene(window: window, steps: steps, retaining: [list])
        let rowPoint = CGPoint(x: window.bounds.midX, y: tapPoint.y)
        scene.probes.start = [(rowPoint, .white)]
        scene.probes.end = scene.probes.start
        return scene
    }

    /// A finger from the left edge to the middle of the screen over half a second, held there a
    /// quarter second, then back to 20 % and lifted at rest: the interactive pop cancels.
    @MainActor
    static func swipeBackHalfWay(_ fingers: TouchSynthesizer, width: CGFloat) {
        let y: CGFloat = 500
        fingers.touchDown(at: CGPoint(x: 2, y: y))
        for i in 1...30 {
            fingers.move(to: CGPoint(x: 2 + (width / 2 - 2) * CGFloat(i) / 30, y: y))
        }
        fingers.wait(0.25)
        for i in 1...20 {
            fingers.move(to: CGPoint(x: width / 2 - (width * 0.3) * CGFloat(i) / 20, y: y))
        }
        fingers.wait(0.2)
        fingers.touchUp()
    }
}

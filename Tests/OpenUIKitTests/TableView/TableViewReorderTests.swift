import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A list of letters, as an app keeps it, logging the reordering calls.
@MainActor
final class LetterList: UITableViewDataSource, UITableViewDelegate {
    var letters = ["A", "B", "C", "D", "E", "F"]
    var calls: [String] = []
    /// Proposed rows the delegate sends elsewhere.
    var retarget: [Int: Int] = [:]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        letters.count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.accessibilityIdentifier = letters[indexPath.row]
        cell.showsReorderControl = letters[indexPath.row] != "E"
        return cell
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        letters[indexPath.row] != "F"
    }
    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        calls.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        letters.insert(letters.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        calls.append("target \(sourceIndexPath.row) \(proposedDestinationIndexPath.row)")
        guard let row = retarget[proposedDestinationIndexPath.row] else {
            return proposedDestinationIndexPath
        }
        return IndexPath(row: row, section: 0)
    }
}

/// Editing mode and the reorder control: the grip at the trailing edge, a finger dragging it
/// lifts the row, the others make room over 0.3 s, the delegate may retarget, the data source
/// hears the move once on release.
@MainActor
@Suite struct TableViewReorderTests {
    /// A 390 × 844 window with a plain table of 44 pt rows A…F (E without a reorder control,
    /// F not movable).
    @MainActor final class Stage {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let model = LetterList()

        init(rightToLeft: Bool = false) {
            if rightToLeft { window.traitOverrides.layoutDirection = .rightToLeft }
            table.contentInsetAdjustmentBehavior = .never
            table.rowHeight = 44
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = model
            table.delegate = model
            window.addSubview(table)
            window.makeKeyAndVisible()
            UIApplication.shared.runUntilIdle()
        }

        func cell(_ letter: String) -> UITableViewCell? {
            table.visibleCells.first { $0.accessibilityIdentifier == letter }
        }

        /// The letters by where their rows show, top to bottom.
        var shownOrder: String {
            table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
                .compactMap(\.accessibilityIdentifier).joined()
        }

        /// Puts a finger on the grip of the row at `row` (x 368) and waits 0.2 s.
        func grab(row: Int) -> TouchSynthesizer {
            let fingers = window.touchSynthesizer
            fingers.touchDown(at: CGPoint(x: 368, y: CGFloat(row) * 44 + 22))
            fingers.wait(0.2)
            UIApplication.shared.advance(by: 0.25)
            return fingers
        }

        func move(_ fingers: TouchSynthesizer, toY y: CGFloat) {
            fingers.move(to: CGPoint(x: 368, y: y))
            UIApplication.shared.advance(by: 1 / 60)
        }
    }

    func shown(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? view.frame }

    @Test func editingShowsTheGripAtTheTrailingEdgeOfMovableRows() throws {
        let stage = Stage()
        let a = try #require(stage.cell("A"))
        #expect(!stage.table.isEditing && !a.isEditing)
        #expect(a.reorderControl == nil)
        stage.table.setEditing(true, animated: false)
        #expect(stage.table.isEditing && a.isEditing)
        let grip = try #require(a.reorderControl)
        #expect(grip.frame == CGRect(x: 346, y: 0, width: 44, height: 44))
        #expect(
            grip.lines.map(\.frame) == [
                CGRect(x: 13, y: 15, width: 18, height: 2),
                CGRect(x: 13, y: 21, width: 18, height: 2),
                CGRect(x: 13, y: 27, width: 18, height: 2),
            ])
        #expect(grip.lines.allSatisfy { $0.backgroundColor == .systemGray })
        #expect(a.contentView.frame == CGRect(x: 0, y: 0, width: 346, height: 44))
        // E does not show the control; F's data source says it cannot move.
        #expect(try #require(stage.cell("E")).reorderControl == nil)
        #expect(try #require(stage.cell("F")).reorderControl == nil)
        stage.table.setEditing(false, animated: false)
        #expect(a.reorderControl == nil && !a.isEditing)
        #expect(a.contentView.frame.width == 390)
    }

    @Test func theGripIsAtTheLeftEdgeRightToLeft() throws {
        let stage = Stage(rightToLeft: true)
        stage.table.isEditing = true
        let grip = try #require(stage.cell("B")?.reorderControl)
        #expect(grip.frame == CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(try #require(stage.cell("B")).contentView.frame.minX == 44)
    }

    @Test func draggingTheGripLiftsTheRowAndTheOthersMakeRoom() throws {
        let stage = Stage()
        stage.table.setEditing(true, animated: false)
        let a = try #require(stage.cell("A"))
        let b = try #require(stage.cell("B"))
        let c = try #require(stage.cell("C"))
        let fingers = stage.grab(row: 0)
        // 30 pt down: A follows the finger; its middle (y 52) is over B's place, so B slides up.
        stage.move(fingers, toY: 52)
        #expect(a.frame == CGRect(x: 0, y: 30, width: 390, height: 44))
        #expect(stage.table.subviews.last { $0 is UITableViewCell } === a)
        #expect(stage.model.calls == ["target 0 1"])
        UIApplication.shared.advance(by: 0.15)
        #expect(abs(shown(b).minY - 22) < 2)
        #expect(shown(a).minY == 30)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(b.frame.minY == 0)
        // On to y 140: A's middle over D's place (132…176); C and D move up one row.
        stage.move(fingers, toY: 140)
        #expect(a.frame.minY == 118)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(c.frame.minY == 44)
        #expect(stage.model.calls == ["target 0 1", "target 0 3"])
        #expect(stage.model.letters.joined() == "ABCDEF")
        fingers.touchUp()
        UIApplication.shared.advance(by: 1 / 60)
        #expect(stage.model.calls == ["target 0 1", "target 0 3", "move 0 to 3"])
        #expect(stage.model.letters.joined() == "BCDAEF")
        UIApplication.shared.advance(by: 0.15)
        // Settling from y 118 to its place at y 132.
        #expect(abs(shown(a).minY - 125) < 2)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.frame == CGRect(x: 0, y: 132, width: 390, height: 44))
        #expect(stage.shownOrder == "BCDAEF")
        #expect(stage.table.cellForRow(at: IndexPath(row: 3, section: 0)) === a)
    }

    @Test func droppedWhereItStartedTheDataSourceHearsNothing() throws {
        let stage = Stage()
        stage.table.isEditing = true
        let b = try #require(stage.cell("B"))
        let fingers = stage.grab(row: 1)
        stage.move(fingers, toY: 80)
        #expect(b.frame.minY == 58)
        stage.move(fingers, toY: 60)
        fingers.touchUp()
        #expect(UIApplication.shared.runUntilIdle())
        #expect(!stage.model.calls.contains { $0.hasPrefix("move") })
        #expect(b.frame.minY == 44)
        #expect(stage.shownOrder == "ABCDEF")
    }

    @Test func theDelegateRetargetsTheMove() throws {
        let stage = Stage()
        stage.model.retarget = [1: 2]
        stage.table.isEditing = true
        let a = try #require(stage.cell("A"))
        let fingers = stage.grab(row: 0)
        stage.move(fingers, toY: 52)
        #expect(UIApplication.shared.runUntilIdle())
        // Proposed row 1, sent to row 2: B and C both move up.
        #expect(stage.table.cellForRow(at: IndexPath(row: 2, section: 0)) === a)
        #expect(try #require(stage.cell("C")).frame.minY == 44)
        #expect(a.frame.minY == 30)
        fingers.touchUp()
        #expect(UIApplication.shared.runUntilIdle())
        #expect(stage.model.calls.first == "target 0 1")
        #expect(stage.model.calls.last == "move 0 to 2")
        #expect(stage.model.calls.filter { $0.hasPrefix("move") }.count == 1)
        #expect(stage.model.letters.joined() == "BCADEF")
        #expect(a.frame.minY == 88)
    }

    @Test func theEditButtonItemTogglesTheTableControllersEditing() throws {
        let controller = UITableViewController(style: .plain)
        let item = controller.editButtonItem
        #expect(item === controller.editButtonItem)
        #expect(item.title == "Edit" && item.style == .plain)
        item.handler?(item)
        #expect(controller.isEditing && controller.tableView.isEditing)
        #expect(item.title == "Done" && item.style == .done)
        controller.isEditing = false
        #expect(!controller.tableView.isEditing && item.title == "Edit")
    }
}

/// A diffable data source that lets rows move and logs the move.
@MainActor
final class ReorderableLetters: UITableViewDiffableDataSource<Int, String> {
    var moves: [String] = []
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }
    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        moves.append("\(sourceIndexPath.row) to \(destinationIndexPath.row)")
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }
}

@MainActor
@Suite struct TableViewDiffableReorderTests {
    @Test func aDiffableSubclassReordersAndItsSnapshotFollows() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = ReorderableLetters(tableView: table) { table, path, letter in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.accessibilityIdentifier = letter
            cell.showsReorderControl = true
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B", "C", "D"])
        source.apply(snapshot, animatingDifferences: false)
        window.addSubview(table)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        table.setEditing(true, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        let a = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(a.reorderControl?.frame == CGRect(x: 346, y: 0, width: 44, height: 44))
        let fingers = window.touchSynthesizer
        fingers.touchDown(at: CGPoint(x: 368, y: 22))
        fingers.wait(0.2)
        fingers.move(to: CGPoint(x: 368, y: 110))
        fingers.touchUp()
        #expect(UIApplication.shared.runUntilIdle())
        #expect(source.moves == ["0 to 2"])
        #expect(source.snapshot().itemIdentifiers == ["B", "C", "A", "D"])
        #expect(a.frame.minY == 88)
    }
}

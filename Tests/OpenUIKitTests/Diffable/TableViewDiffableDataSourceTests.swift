import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// A 390 × 844 table of 44 pt rows whose diffable data source shows each item's name.
@MainActor
final class DiffableStage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let dataSource: UITableViewDiffableDataSource<String, String>

    init(
        _ items: [String],
        makeSource: ((UITableView) -> UITableViewDiffableDataSource<String, String>)? = nil
    ) {
        table.rowHeight = 44
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        dataSource =
            makeSource?(table)
            ?? UITableViewDiffableDataSource(tableView: table) { table, path, item in
                let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path)
                cell.textLabel?.text = item
                return cell
            }
        dataSource.apply(Self.snapshot(items), animatingDifferences: false)
        let root = UIViewController()
        window.rootViewController = root
        root.view.addSubview(table)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
    }

    static func snapshot(_ items: [String]) -> NSDiffableDataSourceSnapshot<String, String> {
        var s = NSDiffableDataSourceSnapshot<String, String>()
        s.appendSections(["main"])
        s.appendItems(items)
        return s
    }

    /// The cell showing `item`.
    func cell(_ item: String) -> UITableViewCell? {
        table.visibleCells.first { $0.textLabel?.text == item }
    }

    /// The text of the cells in view, top to bottom.
    var texts: [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }
}

/// `UITableViewDiffableDataSource`: the table shows the applied snapshot, and applying another
/// animates the differences through the table's batch updates.
@MainActor
@Suite struct TableViewDiffableDataSourceTests {
    @Test func theFirstSnapshotIsWhatTheTableLoads() {
        let stage = DiffableStage(["Apple", "Pear", "Plum"])
        #expect(stage.texts == ["Apple", "Pear", "Plum"])
        #expect(stage.table.numberOfRows(inSection: 0) == 3)
        #expect(stage.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Pear")
        #expect(stage.dataSource.itemIdentifier(for: IndexPath(row: 3, section: 0)) == nil)
        #expect(stage.dataSource.indexPath(for: "Plum") == IndexPath(row: 2, section: 0))
        #expect(stage.dataSource.indexPath(for: "Fig") == nil)
        #expect(stage.dataSource.snapshot().itemIdentifiers == ["Apple", "Pear", "Plum"])
    }

    @Test func applyingSlidesTheRowsThatStayAndFadesTheOthers() throws {
        let stage = DiffableStage(["A", "B", "C", "D"])
        let b = try #require(stage.cell("B"))
        let c = try #require(stage.cell("C"))
        #expect(c.frame.minY == 88)
        var done = false
        stage.dataSource.apply(DiffableStage.snapshot(["A", "C", "X", "D"])) { done = true }
        // C keeps its cell and slides from 88 to 44 over 0.3 s; X fades in; B fades out.
        #expect(stage.cell("C") === c)
        #expect(c.frame.minY == 44)
        let x = try #require(stage.cell("X"))
        #expect(x.frame.minY == 88)
        #expect(c.layer.presentation()?.position.y == 110)
        #expect(x.layer.presentation()?.opacity == 0)
        UIApplication.shared.advance(by: 0.15)
        let sliding = try #require(c.layer.presentation()?.position.y)
        #expect(sliding > 66 && sliding < 110)
        let fadingIn = try #require(x.layer.presentation()?.opacity)
        let fadingOut = try #require(b.layer.presentation()?.opacity)
        #expect(fadingIn > 0 && fadingIn < 1)
        #expect(fadingOut > 0 && fadingOut < 1)
        #expect(!done)
        UIApplication.shared.runUntilIdle()
        #expect(done)
        #expect(c.layer.presentation()?.position.y == 66)
        #expect(b.superview == nil)
        #expect(stage.texts == ["A", "C", "X", "D"])
    }

    @Test func aMovedItemKeepsItsCellAndSelection() throws {
        let stage = DiffableStage(["A", "B", "C", "D"])
        let d = try #require(stage.cell("D"))
        stage.table.selectRow(
            at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        stage.dataSource.apply(DiffableStage.snapshot(["D", "A", "B", "C"]))
        UIApplication.shared.runUntilIdle()
        #expect(stage.cell("D") === d)
        #expect(d.frame.minY == 0)
        #expect(stage.table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(stage.texts == ["D", "A", "B", "C"])
    }

    @Test func withoutAnimationTheRowsTakeTheirPlacesAtOnce() throws {
        let stage = DiffableStage(["A", "B", "C"])
        var done = false
        stage.dataSource.apply(DiffableStage.snapshot(["C", "B"]), animatingDifferences: false) {
            done = true
        }
        #expect(done)
        #expect(stage.texts == ["C", "B"])
        #expect(stage.cell("C")?.layer.presentation()?.position.y == 22)
    }

    @Test func reloadingAnItemAsksForItsCellAgain() throws {
        var names = ["A": "Apple", "B": "Banana"]
        let stage = DiffableStage(["A", "B"]) { table in
            UITableViewDiffableDataSource(tableView: table) { table, path, item in
                let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path)
                cell.textLabel?.text = names[item]
                return cell
            }
        }
        names["B"] = "Blueberry"
        var s = stage.dataSource.snapshot()
        s.reconfigureItems(["B"])
        let before = stage.table.cellForRow(at: IndexPath(row: 1, section: 0))
        stage.dataSource.apply(s)
        #expect(stage.table.cellForRow(at: IndexPath(row: 1, section: 0)) === before)
        #expect(before?.textLabel?.text == "Blueberry")
        names["A"] = "Apricot"
        s = stage.dataSource.snapshot()
        #expect(s.reconfiguredItemIdentifiers.isEmpty)
        s.reloadItems(["A"])
        stage.dataSource.apply(s, animatingDifferences: false)
        #expect(stage.texts == ["Apricot", "Blueberry"])
    }

    @Test func aSubclassGivesSectionTitles() {
        final class Titled: UITableViewDiffableDataSource<String, String> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
                -> String?
            {
                snapshot().sectionIdentifiers[section].uppercased()
            }
        }
        let stage = DiffableStage(["A"]) { table in
            Titled(tableView: table) { table, path, _ in
                table.dequeueReusableCell(withIdentifier: "cell", for: path)
            }
        }
        #expect(stage.table.rectForHeader(inSection: 0).height == 28)
        #expect(stage.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
    }

    @Test func sectionsComeAndGoWithTheirRows() throws {
        let stage = DiffableStage(["A", "B"])
        var s = stage.dataSource.snapshot()
        s.insertSections(["top"], beforeSection: "main")
        s.appendItems(["T1", "T2"], toSection: "top")
        stage.dataSource.apply(s)
        UIApplication.shared.runUntilIdle()
        #expect(stage.texts == ["T1", "T2", "A", "B"])
        #expect(stage.cell("A")?.frame.minY == 88)
        s.deleteSections(["main"])
        stage.dataSource.apply(s)
        UIApplication.shared.runUntilIdle()
        #expect(stage.table.numberOfSections == 1)
        #expect(stage.texts == ["T1", "T2"])
    }
}

import Foundation
import Observation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Cells' configuration updates (iOS 14/15): `updateConfiguration(using:)` and the
/// `configurationUpdateHandler` run before the cell is displayed and again, coalesced to the next
/// layout pass, when its selection, highlight or traits change, or (iOS 26's observation
/// tracking) when a model they read changes.
@MainActor
@Suite(.serialized) struct CellConfigurationUpdateTests {
    /// A collection view of `count` 100 × 100 items whose cells' handler logs each state it
    /// gets, by item, and puts `model`'s count in the cell's `tag`.
    final class Items: NSObject, UICollectionViewDataSource {
        var states: [Int: [UICellConfigurationState]] = [:]
        let model: BadgeModel
        let collectionView: UICollectionView
        init(model: BadgeModel) {
            self.model = model
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
            super.init()
            collectionView.contentInsetAdjustmentBehavior = .never
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            collectionView.dataSource = self
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection: Int)
            -> Int
        { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            cell.configurationUpdateHandler = { [unowned self] cell, state in
                states[indexPath.item, default: []].append(state)
                cell.tag = model.count
            }
            return cell
        }
    }

    func show(_ items: Items) -> UIWindow {
        let root = UIViewController()
        let window = makeWindow(root: root)
        root.view.addSubview(items.collectionView)
        UIApplication.shared.runUntilIdle()
        return window
    }

    @Test func aCollectionCellsHandlerRunsBeforeDisplayAndAgainWhenSelected() throws {
        let items = Items(model: BadgeModel())
        _ = show(items)
        let cell = try #require(
            items.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(items.states[1]?.map(\.isSelected) == [false])
        #expect(cell.tag == 0)
        items.collectionView.selectItem(
            at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(items.states[1]?.count == 1)
        UIApplication.shared.runUntilIdle()
        #expect(items.states[1]?.map(\.isSelected) == [false, true])
        #expect(cell.configurationState.isSelected)
        #expect(items.states[0]?.count == 1)
    }

    @Test func aTouchRunsTheHandlerWithTheHighlight() throws {
        let items = Items(model: BadgeModel())
        let window = show(items)
        let fingers = window.touchSynthesizer
        fingers.touchDown(at: CGPoint(x: 50, y: 50))
        UIApplication.shared.advance(by: 1.0 / 60)
        UIApplication.shared.runUntilIdle()
        let during = try #require(items.states[0]?.last)
        #expect(during.isHighlighted && !during.isSelected)
        fingers.touchUp()
        UIApplication.shared.runUntilIdle()
        let after = try #require(items.states[0]?.last)
        #expect(!after.isHighlighted && after.isSelected)
    }

    @Test func aModelTheHandlerReadChangesRunsItAgainOnce() throws {
        let model = BadgeModel()
        let items = Items(model: model)
        _ = show(items)
        let cell = try #require(
            items.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        let runs = items.states[2]?.count ?? 0
        model.count = 4
        model.count = 5
        UIApplication.shared.runUntilIdle()
        #expect(items.states[2]?.count == runs + 1)
        #expect(cell.tag == 5)
        UIApplication.shared.runUntilIdle()
        #expect(items.states[2]?.count == runs + 1)
    }

    @Test func withTrackingOffAModelChangeRunsNoHandler() throws {
        ObservationTracking.isEnabled = false
        defer { ObservationTracking.isEnabled = true }
        let model = BadgeModel()
        let items = Items(model: model)
        _ = show(items)
        let cell = try #require(
            items.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let runs = items.states[0]?.count ?? 0
        model.count = 4
        UIApplication.shared.runUntilIdle()
        #expect(items.states[0]?.count == runs)
        #expect(cell.tag == 0)
    }

    @Test func aTableCellsUpdateRunsBeforeDisplayAndAgainWhenItsRowIsSelected() throws {
        final class Cell: UITableViewCell {
            var states: [UICellConfigurationState] = []
            override func updateConfiguration(using state: UICellConfigurationState) {
                states.append(state)
            }
        }
        final class Rows: NSObject, UITableViewDataSource {
            var handled: [Bool] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                2
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
                -> UITableViewCell
            {
                let cell = tableView.dequeueReusableCell(withIdentifier: "r", for: indexPath)
                if indexPath.row == 1 {
                    cell.configurationUpdateHandler = { [unowned self] _, state in
                        handled.append(state.isSelected)
                    }
                }
                return cell
            }
        }
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.register(Cell.self, forCellReuseIdentifier: "r")
        table.dataSource = rows
        let root = UIViewController()
        makeWindow(root: root)
        root.view.addSubview(table)
        UIApplication.shared.runUntilIdle()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? Cell)
        #expect(cell.states.map(\.isSelected) == [false])
        #expect(rows.handled == [false])
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        UIApplication.shared.runUntilIdle()
        #expect(cell.states.map(\.isSelected) == [false, true])
        #expect(rows.handled == [false, true])
    }

    @Test func aHeaderFooterViewUpdatesBeforeDisplayAndWhenItsTraitsChange() {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var styles: [UIUserInterfaceStyle] = []
        view.configurationUpdateHandler = { _, state in
            styles.append(state.traitCollection.userInterfaceStyle)
        }
        let root = UIViewController()
        let window = makeWindow(root: root)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 40)
        root.view.addSubview(view)
        UIApplication.shared.runUntilIdle()
        #expect(styles == [.light])
        window.overrideUserInterfaceStyle = .dark
        UIApplication.shared.runUntilIdle()
        #expect(styles == [.light, .dark])
    }
}

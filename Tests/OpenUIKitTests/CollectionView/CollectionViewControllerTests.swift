import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A grid as apps write one: thirty squares, a tap pushes a detail screen.
final class GridController: UICollectionViewController {
    var selections: [IndexPath] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    }

    override func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 30 }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.backgroundColor = .systemTeal
        let selection = UIView()
        selection.backgroundColor = .systemGray4
        cell.selectedBackgroundView = selection
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
        selections.append(indexPath)
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}

/// `UICollectionViewController`: its view is the collection view, and the selection fades back
/// with the transition that returns to it, or stays when that transition is cancelled.
@MainActor
@Suite struct CollectionViewControllerTests {
    func pushFromItem(_ item: Int) throws -> (GridController, UINavigationController, UIWindow) {
        let grid = GridController()
        let nav = UINavigationController(rootViewController: grid)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let cv = try #require(grid.collectionView)
        let attributes = try #require(
            cv.layoutAttributesForItem(at: IndexPath(item: item, section: 0)))
        let rect = cv.convert(attributes.frame, to: nil)
        let fingers = window.touchSynthesizer
        fingers.touchDown(at: CGPoint(x: rect.midX, y: rect.midY))
        fingers.touchUp()
        UIApplication.shared.runUntilIdle()
        return (grid, nav, window)
    }

    @Test func theViewIsACollectionViewWhoseDataSourceAndDelegateAreTheController() {
        let grid = GridController()
        #expect(grid.view === grid.collectionView)
        #expect(grid.collectionView.dataSource === grid)
        #expect(grid.collectionView.delegate === grid)
        #expect(grid.collectionViewLayout === grid.collectionView.collectionViewLayout)
        #expect(grid.clearsSelectionOnViewWillAppear)
        #expect(!grid.useLayoutToLayoutNavigationTransitions)
    }

    @Test func aTapSelectsTheItemAndPoppingBackFadesTheSelectionWithTheTransition() throws {
        let (grid, nav, window) = try pushFromItem(4)
        defer { withExtendedLifetime(window) {} }
        let item = IndexPath(item: 4, section: 0)
        #expect(grid.selections == [item])
        #expect(nav.viewControllers.count == 2)
        let cell = try #require(grid.collectionView.cellForItem(at: item))
        #expect(cell.isSelected)
        nav.popViewController(animated: true)
        UIApplication.shared.advance(by: 0.2)
        #expect(grid.collectionView.indexPathsForSelectedItems == nil)
        let fading = cell.selectedBackgroundView?.layer.presentation()?.opacity ?? -1
        #expect(fading > 0.05 && fading < 0.95)
        UIApplication.shared.runUntilIdle()
        #expect(cell.selectedBackgroundView?.alpha == 0)
        #expect(!cell.isSelected)
    }

    @Test func aCancelledInteractivePopLeavesTheItemSelected() throws {
        let (grid, nav, window) = try pushFromItem(3)
        let item = IndexPath(item: 3, section: 0)
        window.simulateEdgeSwipe(edge: .left, distance: 60, duration: 1.0)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.viewControllers.count == 2)
        #expect(grid.collectionView.indexPathsForSelectedItems == [item])
        #expect(grid.collectionView.cellForItem(at: item)?.isSelected == true)
        nav.popViewController(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(grid.collectionView.indexPathsForSelectedItems == nil)
        #expect(grid.collectionView.cellForItem(at: item)?.isSelected == false)
    }
}

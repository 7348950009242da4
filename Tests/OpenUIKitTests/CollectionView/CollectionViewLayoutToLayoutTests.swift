import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A second grid, of smaller squares, pushed with a layout-to-layout transition.
final class SmallGridController: UICollectionViewController {
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        super.init(collectionViewLayout: layout)
        useLayoutToLayoutNavigationTransitions = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// `useLayoutToLayoutNavigationTransitions`: the push keeps the grid's collection view on
/// screen and animates it into the pushed controller's layout; the pop animates it back.
@MainActor
@Suite struct CollectionViewLayoutToLayoutTests {
    @Test func aPushAnimatesTheSameCollectionViewIntoThePushedLayoutAndThePopBack() throws {
        let grid = GridController()
        let nav = UINavigationController(rootViewController: grid)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        #expect(UIApplication.shared.runUntilIdle())
        let cv = try #require(grid.collectionView)
        let item = IndexPath(item: 4, section: 0)
        let cell = try #require(cv.cellForItem(at: item))
        // 120 pt squares, three to a row of 390: item 4 at (135, 130).
        #expect(cell.frame == CGRect(x: 135, y: 130, width: 120, height: 120))
        let small = SmallGridController()
        nav.pushViewController(small, animated: true)
        UIApplication.shared.advance(by: 0.2)
        #expect(small.collectionView === cv)
        let mid = try #require(cell.layer.presentation()?.frame)
        #expect(mid.width > 65 && mid.width < 115)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.topViewController === small)
        #expect(cv.collectionViewLayout === small.collectionViewLayout)
        #expect(cv.superview === small.view)
        #expect(cv.window === window)
        // 60 pt squares, five to a row (5 × 60 + 4 × 10 ≤ 390, 22.5 pt apart): item 4 ends the
        // first row.
        #expect(cv.cellForItem(at: item)?.frame == CGRect(x: 330, y: 0, width: 60, height: 60))
        nav.popViewController(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.topViewController === grid)
        #expect(grid.view === cv && cv.window === window)
        #expect((cv.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize.width == 120)
        #expect(cv.cellForItem(at: item)?.frame == CGRect(x: 135, y: 130, width: 120, height: 120))
    }
}

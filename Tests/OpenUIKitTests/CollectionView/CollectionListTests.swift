import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Rows of a list configured as apps configure them.
@MainActor
final class ListRows: UICollectionViewDataSource {
    let count: Int
    lazy var cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        cell, _, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
    }
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
    { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(
            using: cells, for: indexPath, item: "Row \(indexPath.item)")
    }
}

/// `UICollectionLayoutListConfiguration` and `.list(using:)`: full-width rows sized by their
/// list content configuration, inset in `.insetGrouped`.
@MainActor
@Suite struct CollectionListTests {
    func list(_ appearance: UICollectionLayoutListConfiguration.Appearance)
        -> (UICollectionView, UIWindow, ListRows)
    {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let cv = UICollectionView(
            frame: window.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: appearance)))
        cv.contentInsetAdjustmentBehavior = .never
        let rows = ListRows(count: 40)
        cv.dataSource = rows
        window.addSubview(cv)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return (cv, window, rows)
    }

    @Test func aPlainListHasFullWidthRowsOf44Points() throws {
        let (cv, window, rows) = list(.plain)
        defer { withExtendedLifetime((window, rows)) {} }
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 88, width: 390, height: 44))
        #expect(cell is UICollectionViewListCell)
        // 844 / 44: rows 0…19 overlap the bounds.
        #expect(cv.indexPathsForVisibleItems.count == 20)
        #expect(cv.contentSize.height == 1760)  // 40 × 44
    }

    @Test func anInsetGroupedListInsetsItsRowsFromTheSides() throws {
        let (cv, window, rows) = list(.insetGrouped)
        defer { withExtendedLifetime((window, rows)) {} }
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.frame == CGRect(x: 16, y: 18, width: 358, height: 44))
        let section = NSCollectionLayoutSection.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
            layoutEnvironment: LayoutContainer(
                contentSize: CGSize(width: 430, height: 932), traitCollection: UITraitCollection()))
        #expect(section.contentInsets.leading == 20)
    }
}

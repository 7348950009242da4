import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// An `.insetGrouped` list draws each section as one rounded block, as UIKit (and the table's
/// `.insetGrouped` style) does: the first row's top corners and the last row's bottom corners
/// are rounded 10 pt, the rows between are square; a plain list rounds nothing.
@MainActor
@Suite struct CollectionListInsetGroupedTests {
    func list(_ appearance: UICollectionLayoutListConfiguration.Appearance, rows: Int)
        -> (UICollectionView, UIWindow, ListRows)
    {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let cv = UICollectionView(
            frame: window.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: appearance)))
        cv.contentInsetAdjustmentBehavior = .never
        let source = ListRows(count: rows)
        cv.dataSource = source
        window.addSubview(cv)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return (cv, window, source)
    }

    @Test func theSectionsFirstAndLastRowsRoundTheirOuterCorners() throws {
        let (cv, window, rows) = list(.insetGrouped, rows: 3)
        defer { withExtendedLifetime((window, rows)) {} }
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let middle = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let last = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(first.layer.cornerRadius == 10 && first.clipsToBounds)
        #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.layer.cornerRadius == 0 && !middle.clipsToBounds)
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(first.frame == CGRect(x: 16, y: 18, width: 358, height: 44))
        #expect(last.frame == CGRect(x: 16, y: 106, width: 358, height: 44))
    }

    @Test func aOneRowSectionRoundsAllFourCornersAndAPlainListNone() throws {
        let (cv, window, rows) = list(.insetGrouped, rows: 1)
        defer { withExtendedLifetime((window, rows)) {} }
        let only = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(
            only.layer.maskedCorners == [
                .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                .layerMaxXMaxYCorner,
            ])
        let (plain, window2, rows2) = list(.plain, rows: 3)
        defer { withExtendedLifetime((window2, rows2)) {} }
        let row = try #require(plain.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(row.layer.cornerRadius == 0 && !row.clipsToBounds)
    }
}

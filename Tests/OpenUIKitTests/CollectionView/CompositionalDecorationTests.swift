import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A compositional layout's section backgrounds (`NSCollectionLayoutDecorationItem`): made by
/// the collection view from the class registered with the layout, over the whole section less
/// the item's `contentInsets`, behind the cells at `zIndex` 0 and in front of them above it.
@MainActor
@Suite struct CompositionalDecorationTests {
    static let background = "section-background"

    /// Sections of rows of three 100 pt items, inset 10 pt, under a 40 pt header, over a
    /// background inset 5 pt at `zIndex`.
    func stage(zIndex: Int = 0, items: [Int] = [6, 3]) -> CollectionStage {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(
            top: 10, leading: 10, bottom: 10, trailing: 10)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.background)
        background.contentInsets = NSDirectionalEdgeInsets(
            top: 5, leading: 5, bottom: 5, trailing: 5)
        background.zIndex = zIndex
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(BandView.self, forDecorationViewOfKind: Self.background)
        return compositionalStage(layout, items: items)
    }

    func backgrounds(_ cv: UICollectionView) -> [BandView] {
        cv.subviews.compactMap { $0 as? BandView }.sorted { $0.frame.minY < $1.frame.minY }
    }

    @Test func aSectionBackgroundCoversTheSectionLessItsInsetsBehindTheCells() throws {
        let stage = stage()
        let cv = stage.collectionView
        // Section 0: header 0…40, rows 50…250, 10 pt below: 0…260. Section 1: 260…420.
        let shown = backgrounds(cv)
        #expect(
            shown.map(\.frame) == [
                CGRect(x: 5, y: 5, width: 380, height: 250),
                CGRect(x: 5, y: 265, width: 380, height: 150),
            ])
        #expect(
            cv.collectionViewLayout.layoutAttributesForDecorationView(
                ofKind: Self.background, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 5, y: 265, width: 380, height: 150))
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.frame.minY == 50)
        let header = try #require(
            cv.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 0)))
        let order = cv.subviews
        let b = try #require(order.firstIndex { $0 === shown[0] })
        #expect(try b < #require(order.firstIndex { $0 === cell }))
        #expect(try b < #require(order.firstIndex { $0 === header }))
    }

    @Test func aBackgroundAboveZeroGoesInFrontOfTheCells() throws {
        let stage = stage(zIndex: 2)
        let cv = stage.collectionView
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let background = try #require(backgrounds(cv).first)
        let order = cv.subviews
        #expect(
            try #require(order.firstIndex { $0 === background })
                > #require(order.firstIndex { $0 === cell }))
        #expect(cv.hitTest(CGPoint(x: 60, y: 100), with: nil) === background)
    }

    @Test func anInsertedSectionsBackgroundFadesInAndTheOthersSlide() throws {
        let stage = stage(items: [3])
        let cv = stage.collectionView
        let first = try #require(backgrounds(cv).first)
        #expect(first.frame == CGRect(x: 5, y: 5, width: 380, height: 150))
        stage.log.items = [3, 3]
        cv.insertSections(IndexSet(integer: 0))
        UIApplication.shared.advance(by: 0.15)
        let new = try #require(backgrounds(cv).first { $0 !== first })
        let alpha = new.layer.presentation()?.opacity ?? -1
        #expect(alpha > 0.05 && alpha < 0.95)
        #expect(new.layer.presentation()?.frame.minY == 5)
        #expect(abs((first.layer.presentation()?.frame.minY ?? 0) - 85) < 1)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(backgrounds(cv).map(\.frame.minY) == [5, 165])
    }
}

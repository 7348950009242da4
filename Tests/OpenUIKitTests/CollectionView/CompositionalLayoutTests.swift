import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A 390 × 844 collection view with `layout`, `items` items per section of `ProbeItemCell`
/// and `TitleView` headers and footers, laid out.
@MainActor
func compositionalStage(
    _ layout: UICollectionViewLayout, items: [Int],
    cell: UICollectionViewCell.Type = ProbeItemCell.self
) -> CollectionStage {
    let stage = CollectionStage(items: items) { cv, _, _ in
        cv.register(cell, forCellWithReuseIdentifier: "item")
        cv.collectionViewLayout = layout
    }
    return stage
}

/// `UICollectionViewCompositionalLayout`: fractional, absolute and estimated dimensions, item
/// insets, repeating and nested groups, fixed and flexible spacing, section insets and spacing,
/// boundary items and the configuration's spacing between sections.
@MainActor
@Suite struct CompositionalLayoutTests {
    @Test func aThreeColumnGridResolvesFractionsAgainstItsContainers() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.interGroupSpacing = 8
        let stage = compositionalStage(
            UICollectionViewCompositionalLayout(section: section), items: [10])
        // 374 pt of content: slots of 124.67 × 130, cells inset 2 pt.
        let slot = 374.0 / 3
        #expect(stage.frame(0)?.origin == CGPoint(x: 10, y: 10))
        #expect(stage.frame(0)?.size.height == 126)
        #expect(abs((stage.frame(0)?.width ?? 0) - (slot - 4)) < 1e-9)
        #expect(abs((stage.frame(2)?.minX ?? 0) - (8 + 2 * slot + 2)) < 1e-9)
        #expect(stage.frame(3)?.minY == 148)  // 8 + 130 + 8 + 2
        // Four groups (the last holds one item): 8 + 4 × 130 + 3 × 8 + 8.
        #expect(stage.collectionView.contentSize == CGSize(width: 390, height: 560))
    }

    @Test func aRepeatingSubitemSharesItsGroupLessTheSpacing() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            repeatingSubitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let stage = compositionalStage(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
            items: [4])
        #expect(stage.frame(0) == CGRect(x: 0, y: 0, width: 190, height: 100))
        #expect(stage.frame(1) == CGRect(x: 200, y: 0, width: 190, height: 100))
        #expect(stage.frame(3) == CGRect(x: 200, y: 100, width: 190, height: 100))
    }

    @Test func flexibleSpacingSharesOutTheGroupsSpareRoom() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(100), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        group.interItemSpacing = .flexible(10)
        let stage = compositionalStage(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
            items: [3])
        #expect(stage.frame(1)?.minX == 145)
        #expect(stage.frame(2)?.minX == 290)
    }

    @Test func nestedGroupsPlaceOneLargeAndTwoSmallItems() {
        let large = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
            subitems: [large, pair])
        let stage = compositionalStage(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
            items: [6])
        #expect(stage.frame(0) == CGRect(x: 0, y: 0, width: 195, height: 200))
        #expect(stage.frame(1) == CGRect(x: 195, y: 0, width: 195, height: 100))
        #expect(stage.frame(2) == CGRect(x: 195, y: 100, width: 195, height: 100))
        #expect(stage.frame(3) == CGRect(x: 0, y: 200, width: 195, height: 200))
    }

    @Test func boundaryItemsAndSectionSpacingFrameEachSection() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(
            top: 10, leading: 20, bottom: 10, trailing: 20)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        let stage = compositionalStage(
            UICollectionViewCompositionalLayout(section: section, configuration: configuration),
            items: [2, 2])
        let cv = stage.collectionView
        let header1 = try #require(
            cv.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 1)))
        // Section 0: header 0…44, inset 10, rows 54…154, inset 10 → 164; 30 between.
        #expect(stage.frame(0) == CGRect(x: 20, y: 54, width: 350, height: 50))
        #expect(header1.frame == CGRect(x: 20, y: 194, width: 350, height: 44))
        #expect(stage.frame(1, 1) == CGRect(x: 20, y: 298, width: 350, height: 50))
        #expect(cv.contentSize.height == 358)
    }

    @Test func estimatedHeightsTakeEachCellsAutoLayoutHeight() {
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(100))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(group: group))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(SizedBoxCell.self, forCellWithReuseIdentifier: "box")
        let source = SizedBoxes(count: 30)
        defer { withExtendedLifetime((source, window)) {} }
        cv.dataSource = source
        window.addSubview(cv)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        // Boxes 24, 44, 64 tall plus 8 pt above and below: rows 40, 60, 80, full width.
        let frames = (0..<4).map { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(frames[1] == CGRect(x: 0, y: 40, width: 390, height: 60))
        #expect(frames[3] == CGRect(x: 0, y: 180, width: 390, height: 40))
    }
}

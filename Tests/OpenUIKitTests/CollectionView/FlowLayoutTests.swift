import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A cell whose content view's constraints give its size: a box 8 pt inside the content view
/// whose width and height the data source sets.
final class SizedBoxCell: UICollectionViewCell {
    let box = UIView()
    var boxWidth: NSLayoutConstraint!
    var boxHeight: NSLayoutConstraint!

    required init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        boxWidth = box.widthAnchor.constraint(equalToConstant: 40)
        boxHeight = box.heightAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            boxWidth, boxHeight,
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// Boxes 64 pt wide and 24, 44, 64 pt tall in turn.
@MainActor
final class SizedBoxes: UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
    { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath)
        (cell as? SizedBoxCell)?.boxWidth.constant = 64
        (cell as? SizedBoxCell)?.boxHeight.constant = CGFloat(24 + (indexPath.item % 3) * 20)
        return cell
    }
}

/// `UICollectionViewFlowLayout`: UIKit's defaults, lines that wrap and share their spare room,
/// section insets, headers and footers, both directions, pinned headers and self-sizing cells.
@MainActor
@Suite struct FlowLayoutTests {
    @Test func theDefaultsAreUIKits() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(!layout.sectionHeadersPinToVisibleBounds)
    }

    @Test func aShortLastRowKeepsTheColumnsAndALoneItemIsCentred() {
        let stage = CollectionStage(items: [7, 1])
        #expect(stage.frame(6) == CGRect(x: 0, y: 220, width: 100, height: 100))
        // Sections follow each other directly: section 1 starts at 320.
        #expect(stage.frame(0, 1) == CGRect(x: 145, y: 320, width: 100, height: 100))
    }

    @Test func sectionsStackHeaderInsetLinesInsetFooter() throws {
        let stage = CollectionStage(items: [3, 3]) { _, layout, _ in
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.footerReferenceSize = CGSize(width: 0, height: 30)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        }
        let cv = stage.collectionView
        #expect(stage.frame(0) == CGRect(x: 20, y: 50, width: 100, height: 100))
        #expect(stage.frame(1) == CGRect(x: 145, y: 50, width: 100, height: 100))
        #expect(stage.frame(2) == CGRect(x: 270, y: 50, width: 100, height: 100))
        let header1 = try #require(
            cv.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 1)))
        #expect(header1.frame == CGRect(x: 0, y: 190, width: 390, height: 40))
        #expect((header1 as? TitleView)?.label.text == "UICollectionElementKindSectionHeader 1")
        let footer0 = cv.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionFooter,
            at: IndexPath(item: 0, section: 0))
        #expect(footer0?.frame == CGRect(x: 0, y: 160, width: 390, height: 30))
        #expect(stage.frame(0, 1) == CGRect(x: 20, y: 240, width: 100, height: 100))
        #expect(cv.contentSize == CGSize(width: 390, height: 380))
    }

    @Test func horizontalScrollingFillsColumnsTopToBottom() {
        let stage = CollectionStage(items: [30]) { _, layout, _ in
            layout.scrollDirection = .horizontal
        }
        // Seven 100 pt items to a column of 844 pt: (844 − 700) / 6 = 24 pt apart.
        #expect(stage.frame(1) == CGRect(x: 0, y: 124, width: 100, height: 100))
        #expect(stage.frame(7) == CGRect(x: 110, y: 0, width: 100, height: 100))
        // Five columns: 5 × 100 + 4 × 10.
        #expect(stage.collectionView.contentSize == CGSize(width: 540, height: 844))
    }

    @Test func theDelegateSizesItemsAndAShortItemIsCentredInItsLine() {
        let stage = CollectionStage(items: [6]) { _, _, log in
            log.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 100, height: 50)
            log.sizes[IndexPath(item: 3, section: 0)] = CGSize(width: 200, height: 120)
        }
        #expect(stage.frame(1) == CGRect(x: 145, y: 25, width: 100, height: 50))
        // Row 2 holds items 3 (200 wide) and 4: 120 pt tall, item 4 centred in it.
        #expect(stage.frame(3) == CGRect(x: 0, y: 110, width: 200, height: 120))
        #expect(stage.frame(4) == CGRect(x: 290, y: 120, width: 100, height: 100))
        #expect(stage.frame(5) == CGRect(x: 0, y: 240, width: 100, height: 100))
    }

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionEndsPushesThemAway() throws {
        let stage = CollectionStage(items: [30, 30]) { _, layout, _ in
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.sectionHeadersPinToVisibleBounds = true
        }
        let cv = stage.collectionView
        let path = IndexPath(item: 0, section: 0)
        let kind = UICollectionView.elementKindSectionHeader
        stage.scroll(to: 500)
        #expect(cv.supplementaryView(forElementKind: kind, at: path)?.frame.minY == 500)
        // Section 0's items end at 40 + 10 × 100 + 9 × 10 = 1,130.
        stage.scroll(to: 1100)
        #expect(cv.supplementaryView(forElementKind: kind, at: path)?.frame.minY == 1090)
        let next = IndexPath(item: 0, section: 1)
        #expect(cv.supplementaryView(forElementKind: kind, at: next)?.frame.minY == 1130)
        let header = try #require(cv.supplementaryView(forElementKind: kind, at: path))
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 29, section: 0)))
        #expect(
            try #require(cv.subviews.firstIndex(of: header))
                > #require(cv.subviews.firstIndex(of: cell)))
    }

    @Test func automaticSizeSizesEachCellThroughAutoLayout() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(SizedBoxCell.self, forCellWithReuseIdentifier: "box")
        let source = SizedBoxes(count: 9)
        defer { withExtendedLifetime((source, window)) {} }
        cv.dataSource = source
        window.addSubview(cv)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        // 80 × 40, 80 × 60, 80 × 80: four to a row of 390 (4 × 80 + 3 × 10 ≤ 390), spread
        // (390 − 320) / 3 ≈ 23.3 pt apart, each centred in its 80 pt row;
        // the second row starts at 90.
        let frames = (0..<5).map { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0]?.size == CGSize(width: 80, height: 40))
        #expect(frames[1]?.size == CGSize(width: 80, height: 60))
        #expect(frames[2]?.size == CGSize(width: 80, height: 80))
        #expect(abs((frames[2]?.minX ?? 0) - 2 * (80 + 70.0 / 3)) < 1e-9)
        #expect(frames[0]?.minY == 20)
        #expect(frames[4]?.minY == 100)
    }
}

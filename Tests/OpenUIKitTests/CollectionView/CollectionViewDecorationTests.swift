import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A band behind each section of a custom layout.
final class BandView: UICollectionReusableView {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A custom layout, as apps write them: each section's items in a column of 80 pt rows,
/// 100 pt apart, inset 20 pt, over a "band" decoration view 10 pt in from the sides at
/// `zIndex` -1. A new section's band slides in from the left, a deleted one's out to the right.
final class BandLayout: UICollectionViewLayout {
    static let band = "band"
    var cells: [[UICollectionViewLayoutAttributes]] = []
    var bands: [UICollectionViewLayoutAttributes] = []
    /// The bands before the last `prepare()`, for the disappearing ones.
    var oldBands: [UICollectionViewLayoutAttributes] = []
    var height: CGFloat = 0

    override func prepare() {
        super.prepare()
        guard let cv = collectionView else { return }
        oldBands = bands
        cells = []
        bands = []
        var y: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let top = y
            var items: [UICollectionViewLayoutAttributes] = []
            for i in 0..<cv.numberOfItems(inSection: s) {
                let a = UICollectionViewLayoutAttributes(
                    forCellWith: IndexPath(item: i, section: s))
                a.frame = CGRect(x: 20, y: y + 10, width: 350, height: 80)
                items.append(a)
                y += 100
            }
            cells.append(items)
            let band = UICollectionViewLayoutAttributes(
                forDecorationViewOfKind: Self.band, with: IndexPath(item: 0, section: s))
            band.frame = CGRect(x: 10, y: top, width: 370, height: y - top)
            band.zIndex = -1
            bands.append(band)
        }
        height = y
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 390, height: height) }

    override func layoutAttributesForElements(in rect: CGRect)
        -> [UICollectionViewLayoutAttributes]?
    {
        (bands + cells.flatMap { $0 }).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard indexPath.section < cells.count, indexPath.item < cells[indexPath.section].count
        else { return nil }
        return cells[indexPath.section][indexPath.item]
    }

    override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard elementKind == Self.band, indexPath.section < bands.count else { return nil }
        return bands[indexPath.section]
    }

    override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let band = layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath)
        let start = band?.copy() as? UICollectionViewLayoutAttributes
        start?.frame.origin.x -= 390
        return start
    }

    override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard decorationIndexPath.section < oldBands.count,
            let end = oldBands[decorationIndexPath.section].copy()
                as? UICollectionViewLayoutAttributes
        else { return nil }
        end.frame.origin.x += 390
        return end
    }
}

/// Decoration views: made by the collection view from the class registered with the layout
/// (never by the data source), stacked behind the cells by `zIndex`, reused as they scroll, and
/// animated by batch updates through the layout's initial and final attributes.
@MainActor
@Suite struct CollectionViewDecorationTests {
    func bandStage(items: [Int]) -> (CollectionStage, BandLayout) {
        let layout = BandLayout()
        layout.register(BandView.self, forDecorationViewOfKind: BandLayout.band)
        let stage = CollectionStage(items: items) { cv, _, _ in cv.collectionViewLayout = layout }
        return (stage, layout)
    }

    /// The bands in view, top to bottom.
    func bands(_ cv: UICollectionView) -> [BandView] {
        cv.subviews.compactMap { $0 as? BandView }.sorted { $0.frame.minY < $1.frame.minY }
    }

    @Test func aCustomLayoutsDecorationViewsAreMadeByTheCollectionViewBehindTheCells() throws {
        let layout = BandLayout()
        layout.register(BandView.self, forDecorationViewOfKind: BandLayout.band)
        let stage = CollectionStage(items: [3, 2]) { cv, _, _ in cv.collectionViewLayout = layout }
        let cv = stage.collectionView
        let shown = bands(cv)
        #expect(
            shown.map(\.frame) == [
                CGRect(x: 10, y: 0, width: 370, height: 300),
                CGRect(x: 10, y: 300, width: 370, height: 200),
            ])
        #expect(shown.allSatisfy { $0.reuseIdentifier == BandLayout.band })
        // Behind every cell, though added after some of them.
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 1)))
        let order = cv.subviews
        let cellIndex = try #require(order.firstIndex { $0 === cell })
        for band in shown {
            #expect(try #require(order.firstIndex { $0 === band }) < cellIndex)
        }
        // A reload asks the data source for the cells only (the log's data source would stop
        // if asked for a view of kind "band"); the bands come back from the reuse queue.
        cv.reloadData()
        cv.layoutIfNeeded()
        #expect(stage.log.calls.filter { $0.hasPrefix("cellForItemAt") }.count == 5)
        #expect(bands(cv).count == 2 && bands(cv).allSatisfy { $0.reuses == 1 })
        #expect(
            cv.collectionViewLayout.layoutAttributesForDecorationView(
                ofKind: BandLayout.band, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 10, y: 300, width: 370, height: 200))
    }

    @Test func decorationViewsThatScrollOffAreReusedForTheOnesThatComeIn() {
        let (stage, _) = bandStage(items: [3, 3, 3, 3, 3, 3])
        let cv = stage.collectionView
        // 0…844 shows the bands of sections 0, 1 and 2 (each 300 pt).
        let first = bands(cv)
        #expect(first.count == 3)
        stage.scroll(to: 901)
        // 901…1745: sections 3, 4 and 5 (section 2's band ends at 900), on the same three
        // views, each prepared once.
        let later = bands(cv)
        #expect(later.map(\.frame.minY) == [900, 1200, 1500])
        #expect(Set(later.map(ObjectIdentifier.init)) == Set(first.map(ObjectIdentifier.init)))
        #expect(later.allSatisfy { $0.reuses == 1 })
    }

    @Test func aNewSectionsBandSlidesInAndADeletedOnesSlidesOutWithTheUpdate() throws {
        let (stage, _) = bandStage(items: [3, 2])
        let cv = stage.collectionView
        let old = bands(cv)
        stage.log.items = [2, 3, 2]
        cv.insertSections(IndexSet(integer: 0))
        UIApplication.shared.advance(by: 0)
        let new = try #require(bands(cv).first { !old.contains($0) })
        #expect(new.layer.presentation()?.frame.minX == -380)
        #expect(old[0].layer.presentation()?.frame.minY == 0)
        UIApplication.shared.advance(by: 0.15)
        #expect(abs((new.layer.presentation()?.frame.minX ?? 0) + 185) < 1)
        #expect(abs((old[0].layer.presentation()?.frame.minY ?? 0) - 100) < 1)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(new.frame == CGRect(x: 10, y: 0, width: 370, height: 200))
        #expect(old[0].frame == CGRect(x: 10, y: 200, width: 370, height: 300))
        #expect(new.alpha == 1)

        stage.log.items = [3, 2]
        cv.deleteSections(IndexSet(integer: 0))
        UIApplication.shared.advance(by: 0.15)
        #expect(abs((new.layer.presentation()?.frame.minX ?? 0) - 205) < 1)
        #expect(abs((old[0].layer.presentation()?.frame.minY ?? 0) - 100) < 1)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(new.superview == nil)
        #expect(bands(cv).map(\.frame.minY) == [0, 300])
    }

    @Test func aDecorationKindNeverRegisteredStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                _ = CollectionStage(items: [1]) { cv, _, _ in cv.collectionViewLayout = BandLayout()
                }
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "could not dequeue a decoration view of kind: band - must register as a class or "
                    + "nib or connect a prototype in a storyboard"))
    }
}

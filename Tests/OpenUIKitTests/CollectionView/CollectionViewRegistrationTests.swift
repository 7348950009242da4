import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A photo cell configured from its item.
final class CaptionCell: UICollectionViewCell {
    let caption = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(caption)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
}

/// Cells and headers from registrations, as iOS 14 apps make them.
@MainActor
final class RegisteredSource: UICollectionViewDataSource {
    let names = (0..<40).map { "Photo \($0)" }
    var configured: [String] = []
    lazy var cells = UICollectionView.CellRegistration<CaptionCell, String> {
        [unowned self] cell, indexPath, name in
        cell.caption.text = name
        configured.append("\(indexPath.item): \(name)")
    }
    let headers = UICollectionView.SupplementaryRegistration<TitleView>(
        elementKind: UICollectionView.elementKindSectionHeader
    ) { view, kind, indexPath in
        view.label.text = "Section \(indexPath.section)"
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
    { names.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(
            using: cells, for: indexPath, item: names[indexPath.item])
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
}

/// `CellRegistration` and `SupplementaryRegistration`: no `register` call, the handler
/// configures each cell with its item, and registered cells are reused like any other.
@MainActor
@Suite struct CollectionViewRegistrationTests {
    @Test func registrationsMakeConfigureAndReuseCells() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 300)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        let source = RegisteredSource()
        defer { withExtendedLifetime((source, window)) {} }
        cv.dataSource = source
        window.addSubview(cv)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        // Three rows of three overlap 844 pt: 44 + 300 + 10 + 300 + 10 = 664.
        #expect(source.configured.count == 9)
        #expect(source.configured.first == "0: Photo 0")
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 4, section: 0)) as? CaptionCell)
        #expect(cell.caption.text == "Photo 4")
        let header = cv.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: 0))
        #expect((header as? TitleView)?.label.text == "Section 0")
        let made = Set(cv.visibleCells.map(ObjectIdentifier.init))
        cv.contentOffset = CGPoint(x: 0, y: 1000)
        cv.layoutIfNeeded()
        let now = Set(cv.visibleCells.map(ObjectIdentifier.init))
        #expect(now.isSubset(of: made))
        let reused = try #require(
            cv.cellForItem(at: IndexPath(item: 12, section: 0)) as? CaptionCell)
        #expect(reused.caption.text == "Photo 12")
    }
}

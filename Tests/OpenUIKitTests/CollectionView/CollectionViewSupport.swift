import Foundation

@_spi(Testing) @testable import OpenUIKit

/// A cell that counts how often the collection view prepared it for reuse.
final class ProbeItemCell: UICollectionViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A header or footer with a label.
final class TitleView: UICollectionReusableView {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
}

/// A data source and delegate with `items[s]` items in section `s`, logging the calls an app
/// would log while debugging a collection view (cells, display, selection).
@MainActor
final class ItemLog: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var items: [Int]
    var calls: [String] = []
    /// Every cell handed out, by identity: the cells ever made.
    var cellsSeen: Set<ObjectIdentifier> = []
    /// Sizes the delegate gives (others: the layout's `itemSize`).
    var sizes: [IndexPath: CGSize] = [:]
    var noHighlight: Set<IndexPath> = []
    var logDisplay = true

    init(items: [Int]) { self.items = items }

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
    { items[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        calls.append("cellForItemAt \(indexPath.section).\(indexPath.item)")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cellsSeen.insert(ObjectIdentifier(cell))
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        (view as? TitleView)?.label.text = "\(kind) \(indexPath.section)"
        return view
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        if logDisplay { calls.append("willDisplay \(indexPath.section).\(indexPath.item)") }
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        if logDisplay { calls.append("didEndDisplaying \(indexPath.section).\(indexPath.item)") }
    }
    func collectionView(
        _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
        calls.append("shouldHighlight \(indexPath.item)")
        return !noHighlight.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    {
        calls.append("didHighlight \(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
        calls.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    {
        calls.append("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool {
        calls.append("shouldDeselect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    {
        calls.append("didDeselect \(indexPath.item)")
    }
}

/// A 390 × 844 window whose root controller's view holds a full-screen collection view with a
/// flow layout of 100 × 100 items (three to a row, 45 pt apart), `items` items per section,
/// cells of `ProbeItemCell` under "item", `TitleView` headers and footers under "title", and
/// a log as data source and delegate; laid out and idle, the log emptied.
@MainActor
final class CollectionStage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let collectionView: UICollectionView
    let layout: UICollectionViewFlowLayout
    let log: ItemLog

    init(
        items: [Int] = [100],
        configure: (UICollectionView, UICollectionViewFlowLayout, ItemLog) -> Void = { _, _, _ in }
    ) {
        layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        log = ItemLog(items: items)
        let root = UIViewController()
        window.rootViewController = root
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(ProbeItemCell.self, forCellWithReuseIdentifier: "item")
        for kind in [
            UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
        ] {
            collectionView.register(
                TitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
        }
        configure(collectionView, layout, log)
        collectionView.dataSource = log
        collectionView.delegate = log
        root.view.addSubview(collectionView)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        log.calls.removeAll()
    }

    /// Moves the content to `y` and lays the collection view out, as a frame of scrolling does.
    func scroll(to y: CGFloat) {
        collectionView.contentOffset = CGPoint(x: 0, y: y)
        collectionView.layoutIfNeeded()
    }

    /// A finger down and up at `point`, without moving.
    func tap(_ point: CGPoint) {
        let fingers = window.touchSynthesizer
        fingers.touchDown(at: point)
        fingers.touchUp()
        UIApplication.shared.runUntilIdle()
    }

    /// The frame of the cell in view at `item` of `section`.
    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The visible items as "section.item" strings.
    var visibleItems: [String] {
        collectionView.indexPathsForVisibleItems.map { "\($0.section).\($0.item)" }
    }
}

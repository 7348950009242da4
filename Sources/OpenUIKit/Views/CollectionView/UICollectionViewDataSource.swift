import Foundation

/// Supplies a collection view's sections, items, cells and supplementary views, as UIKit's
/// `UICollectionViewDataSource`.
///
/// The two item methods are required; the protocol extension supplies UIKit's defaults for the
/// rest (one section; a supplementary view the layout asks for without an answer stops with
/// UIKit's message). The collection view asks the counts when it (re)loads and the views only
/// for elements coming into view.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
    /// The cell for the item at `indexPath`, usually from
    /// `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    /// The number of sections. Default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` (a header or footer) for `indexPath`, usually from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the item at `indexPath` may be moved interactively. Default true (UIKit allows
    /// it when the data source implements `collectionView(_:moveItemAt:to:)`; Swift cannot see
    /// which methods are implemented, so a data source without it gets its items put back at
    /// the end of the movement).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
        -> Bool
    /// The item at `sourceIndexPath` was moved interactively to `destinationIndexPath`: update
    /// the model. Default: nothing takes the move, and the collection view puts the item back.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionView.noSupplementaryView(kind, at: indexPath)
    }
    public func collectionView(
        _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool { true }
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        collectionView.moveWasUnhandled = true
    }
}

extension UICollectionView {
    /// Stops with UIKit's message for a supplementary view the layout asked for and the data
    /// source did not make.
    static func noSupplementaryView(_ kind: String, at indexPath: IndexPath) -> Never {
        preconditionFailure(
            "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: "
                + "(\(kind), <NSIndexPath> {length = 2, path = \(indexPath.section) - "
                + "\(indexPath.item)}) was not retrieved by calling "
                + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or "
                + "is nil (nil)")
    }
}

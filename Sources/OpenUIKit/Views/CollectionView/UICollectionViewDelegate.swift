import Foundation

/// Hears about a collection view's display and selection, as UIKit's
/// `UICollectionViewDelegate`.
///
/// Every method is optional (the protocol extension supplies UIKit's defaults: everything may
/// highlight, select and deselect). Assign it to the collection view's `delegate`.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether a finger on the item highlights it. Default true.
    func collectionView(
        _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool
    /// The item was highlighted.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight went.
    func collectionView(
        _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap selects the item. Default true.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    /// A tap selected the item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a tap deselects the item (multiple selection). Default true.
    func collectionView(
        _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool
    /// A tap deselected the item.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The cell is about to come into view.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath)
    /// The cell left the view (or its item went).
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath)
    /// The supplementary view is about to come into view.
    func collectionView(
        _ collectionView: UICollectionView,
        willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// The supplementary view left the view.
    func collectionView(
        _ collectionView: UICollectionView,
        didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// Where an interactively moving item goes when the layout proposes `proposedIndexPath`
    /// (the item started at `originalIndexPath` and is now at `currentIndexPath`). Default:
    /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`'s answer.
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// Where an interactively moving item at `currentIndexPath` goes when the layout proposes
    /// `proposedIndexPath` (before iOS 15). Default `proposedIndexPath`.
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
}

extension UICollectionViewDelegate {
    public func collectionView(
        _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool { true }
    public func collectionView(
        _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool { true }
    public func collectionView(
        _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool { true }
    public func collectionView(
        _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView,
        willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView,
        didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(
            collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath,
            toProposedIndexPath: proposedIndexPath)
    }
    public func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
}

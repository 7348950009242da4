import Foundation

/// A collection view delegate that sizes a flow layout's items and sections, as UIKit's
/// `UICollectionViewDelegateFlowLayout`.
///
/// Every method is optional: the protocol extension's defaults return the flow layout's own
/// property (`itemSize`, `sectionInset`, …), so a delegate answers only what differs.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`, in points. Default the layout's `itemSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The margins of `section`'s items, in points. Default the layout's `sectionInset`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// The least space between `section`'s lines. Default the layout's `minimumLineSpacing`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The least space between items in `section`'s lines. Default the layout's
    /// `minimumInteritemSpacing`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of `section`'s header. Default the layout's `headerReferenceSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size of `section`'s footer. Default the layout's `footerReferenceSize`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? {
        layout as? UICollectionViewFlowLayout
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { flow(collectionViewLayout)?.itemSize ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { flow(collectionViewLayout)?.sectionInset ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { flow(collectionViewLayout)?.minimumLineSpacing ?? 0 }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0 }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { flow(collectionViewLayout)?.headerReferenceSize ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { flow(collectionViewLayout)?.footerReferenceSize ?? .zero }
}

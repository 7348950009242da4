import Foundation

/// A controller whose view is a collection view it is the data source and delegate of, as
/// UIKit's `UICollectionViewController`.
///
/// The collection view is made in `loadView` with the layout given at creation. When
/// `clearsSelectionOnViewWillAppear`, `viewWillAppear(_:)` deselects the selected items
/// alongside the transition that shows the controller and selects them again when that
/// transition is cancelled, as `UITableViewController` does (Docs/Behaviour-lists.md). The
/// data source and delegate methods are declared here, so a subclass overrides them with
/// `override`, as in UIKit; the defaults are UIKit's (no items).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegate
{
    /// The layout the collection view is made with.
    let initialLayout: UICollectionViewLayout

    /// Whether `viewWillAppear(_:)` deselects the selected items. Default true.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a push from another collection view controller animates that controller's
    /// collection view into this one's layout instead of pushing a new view (the two then share
    /// the collection view, with its data source and delegate unchanged). Default false; set
    /// before the push.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Whether the controller puts a long press on its collection view that moves the item
    /// pressed (`beginInteractiveMovementForItem(at:)` when it begins, the finger's moves, the
    /// end or cancel at the lift). Default true, as in UIKit.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { syncReorderGesture() }
    }
    /// The long press of `installsStandardGestureForInteractiveMovement`, and where the finger
    /// took the item, from its centre.
    var reorderGesture: UILongPressGestureRecognizer?
    var reorderGrabOffset = CGPoint.zero

    /// While pushed with a layout-to-layout transition: the collection view shared with the
    /// controller below, and its layout before the push (restored by the pop).
    var sharedCollectionView: UICollectionView?
    var layoutBeforeShare: UICollectionViewLayout?

    /// Creates a controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Archives do not exist in this engine: a controller with a flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the controller's view (or, pushed with a layout-to-layout
    /// transition, the collection view of the controller below).
    open var collectionView: UICollectionView! {
        get { sharedCollectionView ?? view as? UICollectionView }
        set { view = newValue }
    }

    /// The layout of the collection view (the one given at creation until the view loads).
    open var collectionViewLayout: UICollectionViewLayout {
        if let sharedCollectionView { return sharedCollectionView.collectionViewLayout }
        return isViewLoaded ? collectionView.collectionViewLayout : initialLayout
    }

    /// Makes a collection view the size of the screen with the controller's layout, the
    /// controller its data source and delegate.
    open override func loadView() {
        if sharedCollectionView != nil {
            // Pushed with a layout-to-layout transition: a clear container for the shared view.
            let container = UIView(frame: UIScreen.main.bounds)
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.backgroundColor = nil
            self.view = container
            return
        }
        let view = UICollectionView(
            frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.dataSource = self
        view.delegate = self
        self.view = view
        syncReorderGesture()
    }

    /// Deselects the selected items when `clearsSelectionOnViewWillAppear`: alongside the
    /// transition coordinator's animation when there is one (selected again if it is
    /// cancelled), else at once. Subclasses call `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let view = collectionView,
            let selected = view.indexPathsForSelectedItems
        else { return }
        guard let coordinator = transitionCoordinator else {
            for path in selected { view.deselectItem(at: path, animated: animated) }
            return
        }
        coordinator.animate(
            alongsideTransition: { _ in
                for path in selected { view.deselectItem(at: path, animated: true) }
            },
            completion: { context in
                guard context.isCancelled else { return }
                for path in selected {
                    view.selectItem(at: path, animated: false, scrollPosition: [])
                }
            })
    }

    // MARK: UICollectionViewDataSource

    open func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 0 }
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        preconditionFailure(
            "UICollectionView (\(collectionView)) failed to obtain a cell from its dataSource "
                + "(\(self))")
    }
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionView.noSupplementaryView(kind, at: indexPath)
    }
    open func collectionView(
        _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool { true }
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        collectionView.moveWasUnhandled = true
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(
        _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool { true }
    open func collectionView(
        _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool { true }
    open func collectionView(
        _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool { true }
    open func collectionView(
        _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView,
        willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView,
        didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    open func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(
            collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath,
            toProposedIndexPath: proposedIndexPath)
    }
    open func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidEndZooming(
        _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

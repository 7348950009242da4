import Foundation

/// What part of a collection view's layout is out of date, as UIKit's
/// `UICollectionViewLayoutInvalidationContext`: the collection view hands one to the layout's
/// `invalidateLayout(with:)`.
///
/// `invalidateLayout()` passes a context with `invalidateEverything`; an interactive movement
/// passes the layout's `invalidationContext(forInteractivelyMovingItems:…)` on each step and
/// its `invalidationContextForEndingInteractiveMovementOfItems(…)` at the end, carrying the
/// moving items' index paths and the target position.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
    /// Whether the whole layout is out of date (true from `invalidateLayout()`).
    open internal(set) var invalidateEverything = false
    /// Whether the numbers of sections or items changed (a move between sections).
    open internal(set) var invalidateDataSourceCounts = false
    /// The point, in the collection view's content, that placed the moving items, during an
    /// interactive movement or as it ends. Zero otherwise.
    open internal(set) var interactiveMovementTarget = CGPoint.zero
    /// Where the interactively moving items were before this step (nil outside a movement).
    open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Where the interactively moving items are after this step (nil outside a movement).
    open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?

    /// An empty context: nothing invalidated.
    public required init() {}
}

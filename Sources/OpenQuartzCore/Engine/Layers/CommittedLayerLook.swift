import Foundation

/// What one layer looked like at the last commit to the screen, saved by its first change since
/// (copy on write): what `snapshotView(afterScreenUpdates: false)` shows, as UIKit's snapshot of
/// "the view in its current state, which might not include recent changes".
///
/// A layer not changed since the last commit has no saved look: its live state is the committed
/// one. Saving costs one comparison per change, and one copy of the layer's model values for its
/// first change in each commit generation; nothing else runs unless a snapshot reads it.
@MainActor
final class CommittedLayerLook {
    /// The layer's model values, contents and animations at the commit (a detached copy).
    let layer: CALayer
    /// The sublayers at the commit, back to front.
    let sublayers: [CALayer]
    /// The mask at the commit.
    let mask: CALayer?

    /// The layers that saved a look since the last commit, whose looks the next commit releases
    /// (a look is read only in the generation it was saved in; released, it keeps no removed
    /// layer or animation delegate alive).
    private static var saved: [WeakLayer] = []

    private struct WeakLayer {
        weak var layer: CALayer?
    }

    /// Forgets the looks saved before a commit (called as the commit bumps the generation).
    static func releaseSavedLooks() {
        guard !saved.isEmpty else { return }
        for entry in saved { entry.layer?.committedLook = nil }
        saved.removeAll(keepingCapacity: true)
    }

    init(of source: CALayer) {
        Self.saved.append(WeakLayer(layer: source))
        let copy = type(of: source).init(layer: source)
        copy.isPresentationCopy = true
        copy.animationEntries = source.animationEntries
        layer = copy
        sublayers = source._sublayers
        mask = source.mask
    }
}

/// A layer delegate that draws part of its layer's look itself when the layer is rendered (a
/// label draws its text): a frozen copy of the layer keeps what it returns, so a snapshot or a
/// `CATransition`'s before-image keeps the look it had.
@MainActor
package protocol LiveDrawingLayerDelegate: AnyObject {
    /// What the delegate draws into `layer` now, as a value the renderer can draw later.
    func frozenLiveDrawing(of layer: CALayer) -> AnyObject?
}

extension CALayer {
    /// Saves the layer's committed look before its first change since the last commit to the
    /// screen (a property, the sublayers, the mask, the contents or the animations), once per
    /// commit generation. A layer made since the last commit has none to save.
    package func lookWillChange() {
        let generation = CATransaction.screenGeneration
        guard committedGeneration != generation, !isPresentationCopy else { return }
        committedGeneration = generation
        committedLook = CommittedLayerLook(of: self)
        committedLook?.layer.frozenLiveDrawing =
            (delegate as? LiveDrawingLayerDelegate)?.frozenLiveDrawing(of: self)
    }

    /// A deep, animation-free copy of the subtree as it was last committed to the screen, with
    /// presentation values frozen at the current time; nil when the layer has not been committed
    /// (made since the last commit: it was never on screen). Sublayers added since the commit are
    /// left out and sublayers removed since are kept, each with its committed look.
    package func committedPresentationTree() -> CALayer? {
        let look: (layer: CALayer, sublayers: [CALayer], mask: CALayer?)
        if committedGeneration == CATransaction.screenGeneration {
            guard let saved = committedLook else { return nil }
            look = (saved.layer, saved.sublayers, saved.mask)
        } else {
            look = (self, _sublayers, mask)
        }
        let copy = look.layer.presentationCopy()
        copy.modelLayer = nil
        copy.isPresentationCopy = true
        copy.delegate = delegate
        if look.layer === self {
            copy.frozenLiveDrawing = (delegate as? LiveDrawingLayerDelegate)?.frozenLiveDrawing(
                of: self)
        }
        copy.mask = look.mask?.committedPresentationTree()
        for sub in look.sublayers {
            guard let s = sub.committedPresentationTree() else { continue }
            copy._sublayers.append(s)
            s.superlayer = copy
        }
        return copy
    }
}

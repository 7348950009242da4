import Foundation

/// The layers above those waiting for layout, so that `layoutIfNeeded()` descends only into
/// subtrees that hold one: each pending layer's ancestors are collected once (not searched per
/// sublayer), and layers that ask for layout during the pass are added as they appear.
///
/// A layer may stay marked after its pending descendant was laid out; descending into it then finds
/// nothing to do, so a stale mark costs a visit, never a missed layout.
@MainActor struct PendingLayoutPaths {
    private var scanned = 0
    private var shrinks = CALayer.layersNeedingLayoutShrinks
    private var ancestors = Set<ObjectIdentifier>()

    /// Whether a layer has a descendant waiting for layout.
    mutating func leadsToPendingLayout(_ layer: CALayer) -> Bool {
        let pending = CALayer.layersNeedingLayout
        // A nested layoutIfNeeded() may have pruned the list: collect it again from the start.
        if shrinks != CALayer.layersNeedingLayoutShrinks {
            shrinks = CALayer.layersNeedingLayoutShrinks
            scanned = 0
        }
        while scanned < pending.count {
            let entry = pending[scanned]
            scanned += 1
            guard entry.needsLayoutFlag else { continue }
            var up = entry.superlayer
            while let l = up, ancestors.insert(ObjectIdentifier(l)).inserted {
                up = l.superlayer
            }
        }
        return ancestors.contains(ObjectIdentifier(layer))
    }
}

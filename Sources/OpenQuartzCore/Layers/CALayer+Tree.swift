import Foundation

extension CALayer {
    /// The sublayers, back to front; nil when there are none (as Core Animation returns).
    /// Setting it replaces the sublayers.
    public var sublayers: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers }
        set {
            lookWillChange()
            for l in _sublayers { l.superlayer = nil }
            _sublayers = []
            TimingStamps.treeChanged()
            for l in newValue ?? [] { addSublayer(l) }
        }
    }

    /// Appends `layer` to the sublayers, removing it from its previous superlayer first.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(_sublayers.count - (layer.superlayer === self ? 1 : 0)))
    }

    /// Inserts `layer` at `idx` (clamped to the valid range).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        precondition(layer !== self, "CALayer: cannot add a layer as its own sublayer")
        precondition(
            !isDescendant(of: layer),
            "CALayer: cannot add an ancestor as a sublayer (this would make a cycle)")
        layer.removeFromSuperlayer()
        let i = min(Int(idx), _sublayers.count)
        lookWillChange()
        _sublayers.insert(layer, at: i)
        layer.superlayer = self
        TimingStamps.treeChanged()
    }

    /// Inserts `layer` directly below `sibling` (appends when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, sibling !== layer else {
            addSublayer(layer)
            return
        }
        layer.removeFromSuperlayer()
        guard let i = _sublayers.firstIndex(where: { $0 === sibling }) else {
            addSublayer(layer)
            return
        }
        insertSublayer(layer, at: UInt32(i))
    }

    /// Inserts `layer` directly above `sibling` (appends when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling !== layer else {
            addSublayer(layer)
            return
        }
        layer.removeFromSuperlayer()
        guard let i = _sublayers.firstIndex(where: { $0 === sibling }) else {
            addSublayer(layer)
            return
        }
        insertSublayer(layer, at: UInt32(i + 1))
    }

    /// Replaces sublayer `oldLayer` by `newLayer` at the same index.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = _sublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    /// Detaches the layer from its superlayer (or from the layer it masks).
    public func removeFromSuperlayer() {
        if let owner = maskOwner {
            owner.mask = nil
            return
        }
        guard let parent = superlayer else { return }
        parent.lookWillChange()
        parent._sublayers.removeAll { $0 === self }
        superlayer = nil
        TimingStamps.treeChanged()
    }

    /// Whether `layer` is this layer or one of its ancestors.
    package func isDescendant(of layer: CALayer) -> Bool {
        var l: CALayer? = self
        while let c = l {
            if c === layer { return true }
            l = c.superlayer
        }
        return false
    }

    /// The sublayers in drawing order: by `zPosition`, ties in array order (Core Animation's rule).
    var sublayersInDrawingOrder: [CALayer] {
        guard _sublayers.contains(where: { $0._zPosition != 0 }) else { return _sublayers }
        return _sublayers.enumerated().sorted {
            ($0.element._zPosition, $0.offset) < ($1.element._zPosition, $1.offset)
        }.map(\.element)
    }
}

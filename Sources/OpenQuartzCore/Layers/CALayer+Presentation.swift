import Foundation

extension CALayer {
    /// A copy of the layer with every animatable property set to its value at the current virtual
    /// time, as Core Animation's presentation layer (a presentation copy returns itself).
    ///
    /// The copy's `model()` returns this layer; its `superlayer` and `sublayers` are not set.
    public func presentation() -> Self? {
        if isPresentationCopy { return self }
        return presentationCopy()
    }

    /// A new copy of the layer with every animatable property at its value at the current
    /// virtual time, made even from a copy (a committed look keeps its animations).
    func presentationCopy() -> Self {
        let copy = type(of: self).init(layer: self)
        copy.isPresentationCopy = true
        copy.modelLayer = self
        // Only the keys some animation affects differ from the model; visit each once.
        for (i, entry) in animationEntries.enumerated() {
            for key in entry.affectedKeys
            where !animationEntries[..<i].contains(where: { $0.affectedKeys.contains(key) }) {
                if let accessor = propertyAccessor(forKey: key),
                    let v = presentationValue(forKey: key)
                {
                    accessor.set(copy, v)
                }
            }
        }
        return copy
    }

    /// The model layer for a presentation copy; the layer itself otherwise.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// A deep, animation-free copy of this subtree with presentation values frozen at the current
    /// time (the "before" image of a `CATransition`, the content of a snapshot view).
    /// Freezing a copy makes a new copy (a snapshot of a snapshot), never touching the original.
    package func frozenPresentationTree() -> CALayer {
        let copy = isPresentationCopy ? type(of: self).init(layer: self) : (presentation() ?? self)
        copy.modelLayer = nil
        copy.isPresentationCopy = true
        // Keep the delegate so content a view draws itself (a label's text) is drawn in the copy
        // too; a copy runs no actions and its delegate's layout ignores it.
        copy.delegate = delegate
        if !isPresentationCopy {
            // What the delegate draws itself (a label's text) is frozen with the copy.
            copy.frozenLiveDrawing = (delegate as? LiveDrawingLayerDelegate)?.frozenLiveDrawing(
                of: self)
        }
        copy.mask = mask?.frozenPresentationTree()
        for sub in _sublayers {
            let s = sub.frozenPresentationTree()
            copy._sublayers.append(s)
            s.superlayer = copy
        }
        return copy
    }

    /// Whether this layer is a frozen or presentation copy (renderer use).
    package var isFrozenCopy: Bool { isPresentationCopy }
}

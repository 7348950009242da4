import Foundation

extension UIView {
    /// The gesture recognizers attached to the view, in the order added; nil when there are none,
    /// as UIKit. Setting it replaces them (removing the old ones first).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
        set {
            for r in _gestureRecognizers { removeGestureRecognizer(r) }
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    /// Attaches `gestureRecognizer`; it then sees touches hit-tested to this view and its
    /// subviews. A recognizer attached to another view is moved here, as in UIKit; adding it twice
    /// to the same view does nothing.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self,
            _gestureRecognizers.contains(where: { $0 === gestureRecognizer })
        {
            return
        }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        _gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`: a gesture in progress is cancelled (its action is called with
    /// `.cancelled`) and its `view` becomes nil. A recognizer not attached here is left alone.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = _gestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else {
            return
        }
        _gestureRecognizers.remove(at: index)
        GestureEnvironment.shared.detach(gestureRecognizer)
        gestureRecognizer.view = nil
    }
}

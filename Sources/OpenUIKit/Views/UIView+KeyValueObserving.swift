import Foundation

/// A view is observed through its layer, which stores the properties KVO can see here
/// (`frame`, `bounds`, `center`, `transform`, `alpha`, `isHidden`, `backgroundColor`), and which
/// a scroll view tells of its `contentSize` and `contentInset` changes too.
extension UIView: _KeyValueCodingAndObserving, ObservedThroughLayer {
    package var observedLayer: CALayer { layer }

    /// The Objective-C key paths string-keyed observing reads on a view: its own properties by
    /// their Objective-C names (`"hidden"` for `isHidden`), a scroll view's content geometry,
    /// and `"layer."` followed by a key path of its layer.
    package func observedValueReader(forKeyPath keyPath: String) -> (@MainActor () -> Any?)? {
        if keyPath.hasPrefix("layer.") {
            return layer.observedValueReader(forKeyPath: String(keyPath.dropFirst(6)))
        }
        if let scrollView = self as? UIScrollView {
            switch keyPath {
            case "contentOffset": return { [weak scrollView] in scrollView?.contentOffset }
            case "contentSize": return { [weak scrollView] in scrollView?.contentSize }
            case "contentInset": return { [weak scrollView] in scrollView?.contentInset }
            default: break
            }
        }
        switch keyPath {
        case "frame": return { [weak self] in self?.frame }
        case "bounds": return { [weak self] in self?.bounds }
        case "center": return { [weak self] in self?.center }
        case "transform": return { [weak self] in self?.transform }
        case "transform3D": return { [weak self] in self?.transform3D }
        case "alpha": return { [weak self] in self?.alpha }
        case "hidden": return { [weak self] in self?.isHidden }
        case "backgroundColor": return { [weak self] in self?.backgroundColor }
        default: return nil
        }
    }
}

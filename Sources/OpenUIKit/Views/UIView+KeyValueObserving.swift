import Foundation

/// A view is observed through its layer, which stores the properties KVO can see here
/// (`frame`, `bounds`, `center`, `transform`, `alpha`, `isHidden`, `backgroundColor`).
extension UIView: _KeyValueCodingAndObserving, ObservedThroughLayer {
    package var observedLayer: CALayer { layer }
}

import Foundation

extension UIView {
    /// Asks for `updateProperties()` (and the owning controller's) in the next pass before
    /// layout (iOS 26); requests made before that pass run it once.
    public func setNeedsUpdateProperties() { PropertyUpdatePass.request(self) }

    /// Runs the pending `updateProperties()` of this view, its controller and every view and
    /// controller under it now, top-down (iOS 26).
    public func updatePropertiesIfNeeded() { PropertyUpdatePass.run(under: self) }
}

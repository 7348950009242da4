import Foundation

extension UIViewController {
    /// Asks for `updateProperties()` in the next pass before layout (iOS 26); it runs with its
    /// view's, so a controller whose view is not loaded updates once the view is in a window.
    public func setNeedsUpdateProperties() { _view?.setNeedsUpdateProperties() }

    /// Runs the pending `updateProperties()` of this controller, its view and everything under
    /// it now (iOS 26).
    public func updatePropertiesIfNeeded() { _view?.updatePropertiesIfNeeded() }
}

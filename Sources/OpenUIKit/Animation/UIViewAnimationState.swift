import Foundation

/// The state of `UIView` animation blocks: decides which action a view's layer runs when one of
/// its properties changes. Outside an animation block there is none.
@MainActor
enum UIViewAnimationState {
    /// The action for a property change of `view`'s layer, or nil for none.
    static func action(for view: UIView, layer: CALayer, forKey key: String) -> CAAction? {
        nil
    }
}

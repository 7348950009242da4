import Foundation

/// How a view's content relates to the layout direction, as UIKit's `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Flipped with the layout direction (the default).
    case unspecified = 0
    /// Playback controls (play, rewind): never flipped.
    case playback = 1
    /// Directional controls (a D-pad): never flipped.
    case spatial = 2
    /// Always laid out left-to-right.
    case forceLeftToRight = 3
    /// Always laid out right-to-left.
    case forceRightToLeft = 4
}

/// Left-to-right or right-to-left, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

extension UIView {
    /// How the view's content relates to the layout direction. Default `.unspecified` (it
    /// follows the traits' `layoutDirection`). It decides this view's own
    /// `effectiveUserInterfaceLayoutDirection`, as UIKit documents; subviews keep their own
    /// (Docs/Behaviour-traits.md, "Right-to-left").
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { _traitState?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            let before = effectiveUserInterfaceLayoutDirection
            traitState.semanticContentAttribute = newValue
            if effectiveUserInterfaceLayoutDirection != before { layoutDirectionDidChange() }
        }
    }

    /// The direction the view lays out its content in: its `semanticContentAttribute` relative to
    /// its traits' `layoutDirection` (left-to-right when unspecified), as UIKit's (iOS 10).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(
            for: semanticContentAttribute,
            relativeTo: traitCollection.layoutDirection == .rightToLeft
                ? .rightToLeft : .leftToRight)
    }

    /// The direction `attribute` gives in the app's direction (left-to-right here: the engine's
    /// app has no right-to-left localization; a view's traits give it one), as UIKit's (iOS 9).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    /// The direction `semanticContentAttribute` gives relative to `layoutDirection`, as UIKit's
    /// (iOS 10): `.unspecified` follows it; playback and spatial content and
    /// `.forceLeftToRight` are left-to-right; `.forceRightToLeft` is right-to-left.
    public class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// Whether the view lays out right-to-left.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The layout direction changed: Auto Layout's leading and trailing, the layout, an image
    /// view's right-to-left image and the drawing are worked out again.
    func layoutDirectionDidChange() {
        (self as? UIImageView)?.applyImage()
        if _autoLayout != nil || superview?._autoLayout != nil {
            UIView.autoLayoutDidChange(at: superview ?? self)
        }
        setNeedsLayout()
        setNeedsDisplay()
    }
}

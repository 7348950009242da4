#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// A ready-made view-controller transition: a style, its duration and timing.
///
/// One value serves every container: present it (`present(_:transition:)`), push with it
/// (`pushViewController(_:transition:)`), give it to a tab bar controller (`segueTransition`) or
/// swap children with it (`swapChild(from:to:in:transition:)`). The way back plays the same film
/// backwards. Under Reduce Motion every style becomes a cross-dissolve, as iOS's own do.
public struct SegueTransition: Hashable, Sendable {
    /// How the views move.
    public var style: Style
    /// Length of the non-interactive transition, in seconds. Default: the style's own (0.35 s for
    /// slides, as UINavigationController's push).
    public var duration: TimeInterval
    /// The timing of the forward film; the way back uses its mirror (ease-out ↔ ease-in).
    public var timing: Timing
    /// Black drawn over the covered screen at the end of the forward film, 0…1. Default 0.1 for
    /// the styles that cover (as iOS dims the screen under a push), 0 for the others.
    public var dimming: CGFloat

    /// A transition of `style`; nil arguments take the style's defaults.
    public init(
        _ style: Style, duration: TimeInterval? = nil, timing: Timing? = nil,
        dimming: CGFloat? = nil
    ) {
        self.style = style
        self.duration = duration ?? style.defaultDuration
        self.timing = timing ?? style.defaultTiming
        self.dimming = dimming ?? style.defaultDimming
    }

    /// The same transition with another duration, in seconds.
    public func duration(_ seconds: TimeInterval) -> SegueTransition {
        var copy = self
        copy.duration = seconds
        return copy
    }

    /// The same transition with another timing.
    public func timing(_ timing: Timing) -> SegueTransition {
        var copy = self
        copy.timing = timing
        return copy
    }
}

extension SegueTransition {
    /// A side of the screen, or the direction a view moves towards.
    ///
    /// `.left`, `.right`, `.up` and `.down` are absolute. `.leading` and `.trailing` follow the
    /// layout direction of the transition's container (`effectiveUserInterfaceLayoutDirection`):
    /// `.leading` is `.left` left-to-right and `.right` right-to-left, so `.push(.leading)` is
    /// UINavigationController's push in both directions.
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        case left, right, up, down, leading, trailing

        /// The opposite direction.
        public var opposite: Direction {
            switch self {
            case .left: .right
            case .right: .left
            case .up: .down
            case .down: .up
            case .leading: .trailing
            case .trailing: .leading
            }
        }

        /// Whether the direction is horizontal.
        public var isHorizontal: Bool { self != .up && self != .down }

        /// The absolute direction in `layoutDirection`: `.leading` and `.trailing` become left or
        /// right, the others stay.
        public func resolved(for layoutDirection: UIUserInterfaceLayoutDirection) -> Direction {
            let rtl = layoutDirection == .rightToLeft
            switch self {
            case .leading: return rtl ? .right : .left
            case .trailing: return rtl ? .left : .right
            default: return self
            }
        }

        /// The four absolute directions, the catalogue's.
        static let absolute: [Direction] = [.left, .right, .up, .down]
    }

    /// An axis of rotation for the three-dimensional styles.
    public enum Axis: String, Hashable, Sendable, CaseIterable {
        /// Turns about the vertical axis (the view's left and right edges move).
        case horizontal
        /// Turns about the horizontal axis (the view's top and bottom edges move).
        case vertical
    }

    /// The timing of a transition.
    public enum Timing: Hashable, Sendable {
        /// UIKit's standard ease-in-out curve.
        case easeInOut
        /// Starts slowly.
        case easeIn
        /// Ends slowly (UINavigationController's curve).
        case easeOut
        /// Constant speed.
        case linear
        /// A critically or under-damped spring, as `UISpringTimingParameters(dampingRatio:)`:
        /// 1 settles without overshoot, lower values bounce.
        case spring(dampingRatio: CGFloat)

        /// The curve of the film played backwards.
        var mirrored: Timing {
            switch self {
            case .easeIn: .easeOut
            case .easeOut, .spring: .easeIn
            case .easeInOut, .linear: self
            }
        }
    }
}

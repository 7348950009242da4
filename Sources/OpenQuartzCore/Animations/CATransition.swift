import Foundation

/// A transition effect type, as Core Animation's `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new content fades in over the old.
    public static let fade = Self(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = Self(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = Self(rawValue: "push")
    /// The old content slides away to reveal the new.
    public static let reveal = Self(rawValue: "reveal")
}

/// The direction of a transition, as Core Animation's `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = Self(rawValue: "fromRight")
    public static let fromLeft = Self(rawValue: "fromLeft")
    public static let fromTop = Self(rawValue: "fromTop")
    public static let fromBottom = Self(rawValue: "fromBottom")
}

/// An animated transition of a layer's whole content, as Core Animation's `CATransition`.
///
/// Adding one to a layer freezes a copy of the layer subtree as it was presented at that moment;
/// the renderer draws the effect between that copy and the live layer. UIKit's own transitions
/// (`UIView.transition(with:…)`) capture the "before" state ahead of their animations block, so
/// they see exactly what was on screen. For a raw `CATransition`, add it before changing the
/// layer's content (the engine has no render server holding the last committed frame). The UIKit
/// transition styles that Core Animation implements privately (page curl, flips, cube) are named
/// types too: `"pageCurl"`, `"pageUnCurl"`, `"oglFlip"`, `"cube"`, with subtypes for the side.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The effect. Default `.fade`.
    open var type: CATransitionType = .fade
    /// The direction; nil means the effect's default.
    open var subtype: CATransitionSubtype?
    /// Progress at which the effect starts, 0…1. Default 0.
    open var startProgress: Float = 0
    /// Progress at which the effect ends, 0…1. Default 1.
    open var endProgress: Float = 1

    /// The frozen "before" state the renderer blends from (set when added to a layer).
    package var capturedBefore: CALayer?

    public required init() { super.init() }

    override func copyConfiguration(from other: CAAnimation) {
        super.copyConfiguration(from: other)
        guard let o = other as? CATransition else { return }
        type = o.type
        subtype = o.subtype
        startProgress = o.startProgress
        endProgress = o.endProgress
        capturedBefore = o.capturedBefore
    }

    override func prepareForLayer(_ layer: CALayer) {
        if capturedBefore == nil { capturedBefore = layer.frozenPresentationTree() }
    }

    /// The effect's progress (0…1) at layer-local time `t`, with the timing function and the
    /// start/end progress applied; nil when the transition is not in effect.
    package func progress(atLocalTime t: CFTimeInterval) -> Double? {
        let s = sample(atParentTime: t)
        if s.phase == .after && !s.isFilled { return nil }
        if s.phase == .before && !s.isFilled { return nil }
        let eased = easedFraction(s)
        return Double(startProgress) + (Double(endProgress) - Double(startProgress)) * eased
    }
}

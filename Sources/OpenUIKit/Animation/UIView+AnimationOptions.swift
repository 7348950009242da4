import Foundation

extension UIView {
    /// Options for `UIView` block animations, bit-identical to UIKit's `UIView.AnimationOptions`.
    ///
    /// Bits 0–9 are flags; bits 16–19 hold the curve, bits 20–23 the transition, bits 24–27 the
    /// preferred frame rate, as in UIKit's header.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time so they animate along with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the animated views receive touches during the animation.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the currently presented value, replacing the in-flight animation of the same property.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run the animation backwards and forwards (with `.repeat`, indefinitely).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use this block's duration, not the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use this block's curve, not the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animate content changes by redrawing (transitions: animate property changes of the block).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views instead of removing and adding them (`transition(from:to:…)`).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Do not inherit the enclosing block's options (repeat, autoreverse, …).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Ease in and out, control points (0.42, 0) (0.58, 1). The default (0 << 16).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in, control points (0.42, 0) (1, 1).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out, control points (0, 0) (0.58, 1).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear pacing.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition (0 << 20).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip around the vertical axis, left edge towards the viewer.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip around the vertical axis, right edge towards the viewer.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl the old content up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl the new content down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve from the old content to the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip around the horizontal axis, top edge towards the viewer.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip around the horizontal axis, bottom edge towards the viewer.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The default frame rate (0 << 24).
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second (3 << 24).
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second (7 << 24).
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// Flush pending updates (traits, properties, layout) whenever the animation context
        /// changes (iOS 26): before the block, unanimated, for what was invalidated before it;
        /// before the block ends, animated, for what the block invalidated — so a constraint
        /// changed in the block animates without `layoutIfNeeded()`. Nested blocks and
        /// `performWithoutAnimation` inside inherit it. Raw value 1 << 29, the SDK header's.
        public static let flushUpdates = AnimationOptions(rawValue: 1 << 29)

        /// The curve field (bits 16–19) as a curve; values above 3 read as `.easeInOut`.
        var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
        /// The flag bits (0–9) only.
        var flags: AnimationOptions { AnimationOptions(rawValue: rawValue & 0x3FF) }
    }

    /// The pacing of an animation, as UIKit's `UIView.AnimationCurve` (raw values 0…3).
    public enum AnimationCurve: Int, Sendable, Hashable {
        /// Slow at the beginning and the end: (0.42, 0) (0.58, 1).
        case easeInOut = 0
        /// Slow at the beginning: (0.42, 0) (1, 1).
        case easeIn = 1
        /// Slow at the end: (0, 0) (0.58, 1).
        case easeOut = 2
        /// Constant speed.
        case linear = 3

        /// The curve with raw value `rawValue`; any other value (such as 7, the keyboard's own
        /// curve in `keyboardAnimationCurveUserInfoKey`) gives `.easeInOut`. UIKit's C enum
        /// accepts every value in Swift, so `AnimationCurve(rawValue: curve)!` is common in
        /// keyboard code; it never fails here either (Docs/Behaviour-system.md, "Keyboard").
        public init?(rawValue: Int) {
            switch rawValue {
            case 1: self = .easeIn
            case 2: self = .easeOut
            case 3: self = .linear
            default: self = .easeInOut
            }
        }

        /// The Core Animation timing function with this curve's control points.
        package var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// The legacy transition kinds, as UIKit's `UIView.AnimationTransition`.
    public enum AnimationTransition: Int, Sendable, Hashable {
        /// No transition.
        case none = 0
        /// Flip around the vertical axis from the left.
        case flipFromLeft
        /// Flip around the vertical axis from the right.
        case flipFromRight
        /// Curl up from the bottom.
        case curlUp
        /// Curl down from the top.
        case curlDown
    }

    /// Options for keyframe animations, bit-identical to UIKit's `UIView.KeyframeAnimationOptions`.
    ///
    /// Bits 0–9 mean what they mean in `AnimationOptions`; bits 10–12 choose the calculation mode.
    /// As in UIKit, the curve bits of `AnimationOptions` (16–19) may be passed through `rawValue`
    /// and pace the whole keyframe animation (default ease in-out).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time (as `AnimationOptions.layoutSubviews`).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let animated views receive touches (stored; hit testing ignores it).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the presented values (keyframe animations always do).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run forwards then backwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Use this block's duration, not the enclosing block's.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Do not inherit the enclosing block's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Straight lines between keyframes (the default, 0 << 10).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each value held until the next keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even pacing; keyframe times are ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve with even pacing.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The Core Animation calculation mode for bits 10–12.
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }
    }
}

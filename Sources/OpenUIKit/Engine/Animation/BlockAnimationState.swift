import Foundation

/// The state of `UIView` animation blocks: decides which action a view's layer runs when one of
/// its properties changes. Outside an animation block there is none.
///
/// Blocks nest: `stack` holds the open ones, innermost last. Every animation created inside a
/// block also joins the completion groups of the blocks around it, so an outer completion waits
/// for nested animations too.
@MainActor
enum BlockAnimationState {
    /// Open blocks, innermost last.
    static var stack: [BlockAnimationContext] = []
    /// `UIView.areAnimationsEnabled`.
    static var animationsEnabled = true

    /// The action for a property change of `view`'s layer, or nil for none.
    static func action(for view: UIView, layer: CALayer, forKey key: String) -> CAAction? {
        guard animationsEnabled, let context = stack.last, context.animates else { return nil }
        guard type(of: layer).animatableProperties[key] != nil, key != "contents", key != "hidden"
        else { return nil }
        if context.options.contains(.layoutSubviews),
            !context.animatedViews.contains(where: { $0 === view })
        {
            context.animatedViews.append(view)
        }
        switch context.kind {
        case .keyframes(let recorder): return KeyframeRecordingAction(recorder: recorder)
        case .animator(let animator, let group):
            return PropertyAnimatorAction(animator: animator, group: group)
        default:
            return BlockAnimationAction(
                context: context, groups: stack.compactMap(\.completionGroup))
        }
    }

    /// Runs `body` with `context` open.
    static func with(_ context: BlockAnimationContext, _ body: () -> Void) {
        if context.flushesUpdates { flushPendingUpdates() }
        stack.append(context)
        body()
        if context.options.contains(.layoutSubviews) {
            for v in context.animatedViews { v.layoutIfNeeded() }
        }
        if context.flushesUpdates { flushPendingUpdates() }
        stack.removeLast()
    }

    /// Whether the innermost open block flushes pending updates (`.flushUpdates`).
    static var flushesUpdates: Bool { stack.last?.flushesUpdates ?? false }

    /// Applies every pending update now, in the current animation context: the properties pass,
    /// the constraint pass and the layout of every view that asked, as the run loop's layout
    /// pass would (`.flushUpdates`).
    static func flushPendingUpdates() {
        CALayer.runLayoutPass()
    }

    /// The innermost open block that animates, if any.
    static var current: BlockAnimationContext? { stack.last }
}

/// The pieces every UIView-style animation shares: which values are additive, the from value,
/// and a free key.
@MainActor
enum BlockAnimationFactory {
    /// Whether UIKit animates this kind of value additively by subtraction (iOS 8+): numbers,
    /// points, sizes, rects and number arrays are. Transforms are additive too in `UIView` blocks,
    /// by matrix concatenation (see ``additiveTransformFrom(presented:oldModel:newModel:)``);
    /// colours and discrete values are not (they animate from the presented value and replace the
    /// in-flight animation of the same key).
    static func isAdditive(_ value: AnimatableValue) -> Bool {
        switch value {
        case .number, .point, .size, .rect, .numbers: return true
        default: return false
        }
    }

    /// Configures `anim`'s from/to values for a change of `key` from the captured old values to
    /// the layer's new model value, and returns the key to add it under. With
    /// `beginFromCurrentState`, in-flight animations of the key are removed first and the new one
    /// starts from the presented value. With `additiveTransforms` (UIView blocks), transforms are
    /// added as concatenated deltas like other values; without it (property animators) they
    /// animate from the presented value and replace the in-flight animation.
    static func configure(
        _ anim: CABasicAnimation, layer: CALayer, key: String, oldPresented: AnimatableValue,
        oldModel: AnimatableValue?, beginFromCurrentState: Bool,
        additiveTransforms: Bool = false
    ) -> String {
        let newValue = type(of: layer).animatableProperties[key]?.get(layer) ?? oldPresented
        if additiveTransforms, case .transform(let m2) = newValue,
            case .transform(let p) = oldPresented
        {
            if beginFromCurrentState { removeAnimations(of: key, from: layer) }
            let m1: CATransform3D
            if !beginFromCurrentState, case .transform(let model)? = oldModel {
                m1 = model
            } else {
                m1 = p
            }
            if let from = additiveTransformFrom(presented: p, oldModel: m1, newModel: m2) {
                anim.isAdditive = true
                anim.fromValue = AnimatableValue.transform(from)
                anim.toValue = AnimatableValue.transform(CATransform3DIdentity)
                return freeKey(key, on: layer)
            }
            // A singular matrix has no additive delta: animate from the presented value and
            // replace every in-flight animation of the key, so nothing jumps.
            removeAnimations(of: key, from: layer)
        }
        if isAdditive(newValue) {
            var from = (oldModel ?? oldPresented).subtracting(newValue)
            if beginFromCurrentState {
                removeAnimations(of: key, from: layer)
                from = oldPresented.subtracting(newValue)
            }
            anim.isAdditive = true
            anim.fromValue = from
            anim.toValue = newValue.zero
            return freeKey(key, on: layer)
        }
        anim.isAdditive = false
        anim.fromValue = oldPresented
        anim.toValue = newValue
        return key
    }

    /// Removes every keyed animation of `key` (by its key path's base) from `layer`.
    static func removeAnimations(of key: String, from layer: CALayer) {
        for k in layer.animationKeys() ?? [] {
            if let p = layer.animation(forKey: k) as? CAPropertyAnimation,
                p.parsedKeyPath.base == key
            {
                layer.removeAnimation(forKey: k)
            }
        }
    }

    /// `key` if no animation uses it, else the first free `key-2`, `key-3`, …
    static func freeKey(_ key: String, on layer: CALayer) -> String {
        if layer.animation(forKey: key) == nil { return key }
        var n = 2
        while layer.animation(forKey: "\(key)-\(n)") != nil { n += 1 }
        return "\(key)-\(n)"
    }
}

/// The action of a property change inside a `UIView.animate…` block: adds a basic or spring
/// animation following UIKit's additive rules and joins the blocks' completion groups.
@MainActor
final class BlockAnimationAction: CAAction {
    let context: BlockAnimationContext
    let groups: [AnimationCompletionGroup]

    init(context: BlockAnimationContext, groups: [AnimationCompletionGroup]) {
        self.context = context
        self.groups = groups
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let change = CALayer.actionContext,
            change.layer === layer, change.key == event
        else { return }
        let anim: CABasicAnimation
        switch context.kind {
        case .spring(let ratio, let velocity):
            let s = SpringParameterMapping.spring(
                duration: context.duration, dampingRatio: ratio, initialVelocity: velocity)
            anim = Self.springAnimation(s)
        case .fixedSpring(let s):
            anim = Self.springAnimation(s)
        default:
            anim = CABasicAnimation()
            anim.timingFunction = context.timingFunction
        }
        anim.keyPath = event
        anim.duration = context.duration
        let key = BlockAnimationFactory.configure(
            anim, layer: layer, key: event, oldPresented: change.oldValue,
            oldModel: change.oldModelValue,
            beginFromCurrentState: context.options.contains(.beginFromCurrentState),
            additiveTransforms: true)
        if context.delay > 0 {
            anim.beginTime = layer.convertTime(MediaClock.shared.now, from: nil) + context.delay
            anim.fillMode = .backwards
        }
        if context.options.contains(.repeat) { anim.repeatCount = .infinity }
        if context.options.contains(.autoreverse) { anim.autoreverses = true }
        anim.blocksUserInteraction = !context.options.contains(.allowUserInteraction)
        layer.add(anim, forKey: key)
        guard let added = layer.animation(forKey: key) else { return }
        for g in groups { g.join(added) }
    }

    static func springAnimation(_ s: DampedSpring) -> CASpringAnimation {
        let a = CASpringAnimation()
        a.mass = CGFloat(s.mass)
        a.stiffness = CGFloat(s.stiffness)
        a.damping = CGFloat(s.damping)
        a.initialVelocity = CGFloat(s.initialVelocity)
        return a
    }
}

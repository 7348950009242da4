import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit

/// What the doctor saw of one transition.
@MainActor
final class DoctorProbe {
    /// The container and views at the first `completeTransition(_:)`.
    struct Completion {
        var didComplete: Bool
        var wasCancelled: Bool
        var time: CFTimeInterval
        var duration: TimeInterval
        var toViewExists: Bool
        var toViewInContainer: Bool
        var toFrame: CGRect?
        var expectedToFrame: CGRect?
        var visibleFromView: String?
        var leftovers: [String]
        /// A dismissal whose presentation controller keeps the presenting view in place (no
        /// view for `.to`) found that view added to the container: the black-screen mistake.
        var presentingViewInContainer: Bool
    }

    /// The running transition's context (weak: the doctor looks for leaks with it).
    weak var context: (any UIViewControllerContextTransitioning)?
    /// The container's direct subviews when the transition began.
    var startSubviews: Set<ObjectIdentifier> = []
    var completion: Completion?
    /// The doctor itself is completing a stuck transition.
    var rescuing = false

    /// A participant's appearance callback began: take the context and the container's views.
    func transitionWillBegin(_ coordinator: (any UIViewControllerTransitionCoordinator)?) {
        guard context == nil,
            let context = coordinator as? any UIViewControllerContextTransitioning
        else { return }
        self.context = context
        startSubviews = Set(context.containerView.subviews.map(ObjectIdentifier.init))
    }

    func completed(_ context: any UIViewControllerContextTransitioning, _ flag: Bool) {
        guard !rescuing, completion == nil else { return }
        if self.context == nil { self.context = context }
        let container = context.containerView
        let toView = context.view(forKey: .to)
        let toVC = context.viewController(forKey: .to)
        let fromView = context.view(forKey: .from)
        var visibleFrom: String?
        if let fromView, fromView.isDescendant(of: container), !fromView.isHidden,
            fromView.alpha > 0.01
        {
            let frame = fromView.convert(fromView.bounds, to: container)
            let overlap = frame.intersection(container.bounds)
            if !overlap.isNull, overlap.width * overlap.height > 0 {
                visibleFrom = "frame \(rect(frame)), alpha \(number(fromView.alpha))"
            }
        }
        completion = Completion(
            didComplete: flag, wasCancelled: context.transitionWasCancelled,
            time: CACurrentMediaTime(), duration: Self.duration(of: context),
            toViewExists: toView != nil,
            toViewInContainer: toView?.isDescendant(of: container) ?? false,
            toFrame: toView.map {
                $0.superview === container ? $0.frame : $0.convert($0.bounds, to: container)
            },
            expectedToFrame: toVC.map { context.finalFrame(for: $0) },
            visibleFromView: visibleFrom,
            leftovers: container.subviews.filter {
                !startSubviews.contains(ObjectIdentifier($0))
            }.map { view in
                view === toView
                    ? "the to-view" : view === fromView ? "the from-view" : "a \(typeName(view))"
            },
            presentingViewInContainer: toView == nil
                && (toVC?.viewIfLoaded?.isDescendant(of: container) ?? false))
    }

    /// The transition's `transitionDuration`, as the coordinator reports it.
    static func duration(of context: any UIViewControllerContextTransitioning) -> TimeInterval {
        (context as? any UIViewControllerTransitionCoordinatorContext)?.transitionDuration ?? 0
    }

    /// The first spring or non-linear curve among the animator's animations: those in the
    /// layer trees of the from- and to-views and of the views added to the container since the
    /// transition began (not the presentation controller's chrome, whose alongside animations
    /// take UIKit's curve).
    func animatorsNonLinearTiming() -> String? {
        guard let context else { return nil }
        var views = context.containerView.subviews.filter {
            !startSubviews.contains(ObjectIdentifier($0))
        }
        for key in [UITransitionContextViewKey.from, .to] {
            if let view = context.view(forKey: key), !views.contains(where: { $0 === view }) {
                views.append(view)
            }
        }
        for view in views {
            if let found = Self.nonLinearTiming(in: view.layer) { return found }
        }
        return nil
    }

    /// The first spring or non-linear curve among the animations in `layer`'s tree, described.
    static func nonLinearTiming(in layer: CALayer) -> String? {
        for key in layer.animationKeys() ?? [] {
            guard let animation = layer.animation(forKey: key) else { continue }
            let property = (animation as? CAPropertyAnimation)?.keyPath ?? key
            if animation is CASpringAnimation { return "a spring animation of \(property)" }
            if let curve = animation.timingFunction, !curve.isLinear {
                return "a non-linear timing curve (\(curve)) on \(property)"
            }
        }
        for sublayer in layer.sublayers ?? [] {
            if let found = nonLinearTiming(in: sublayer) { return found }
        }
        return nil
    }

    /// The name of `owner`'s stored property (or the property of one it holds directly,
    /// through an optional) that refers to `object`, if any: how the doctor names a stored
    /// transition context as the cause of a leak.
    static func property(of owner: AnyObject, holding object: AnyObject) -> String? {
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror {
            for child in current.children {
                if holds(child.value, object) { return child.label ?? "(unnamed)" }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    private static func holds(_ value: Any, _ object: AnyObject) -> Bool {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { holds($0.value, object) } ?? false
        }
        guard type(of: value) is AnyClass || mirror.displayStyle == .class else { return false }
        return (value as AnyObject) === object
    }
}

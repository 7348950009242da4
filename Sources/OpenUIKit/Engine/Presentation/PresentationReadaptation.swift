import Foundation
@_spi(Testing) import OpenQuartzCore

/// A presentation that is up adapts again when a rotation, a window resize or a trait override
/// changes its presenter's size classes, as UIKit's does (Docs/Behaviour-devices.md,
/// "Adaptivity").
///
/// Right after the presentation controller's `willTransition(to:with:)`, the requested style's
/// presentation controller is asked `adaptivePresentationStyle(for:)` with the new traits (its
/// delegate's `adaptivePresentationStyle(for:traitCollection:)` first). When the answer differs
/// from the style shown: `presentationController(_:viewControllerForAdaptivePresentationStyle:)`
/// (adapting only), `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`
/// with the rotation's coordinator (`.none` when returning to the requested style), then, inside
/// the rotation's animation, the old style's chrome leaves, the new one's arrives and the presented
/// view moves to its new frame; when the new style covers the presenter (full screen) its view
/// leaves the window at the end, with its disappearance callbacks, and comes back (with its
/// appearance callbacks) when the style no longer covers it.
@MainActor
enum PresentationReadaptation {
    /// The styles a shown presentation changes between: the ones whose container is the window.
    static let styles: Set<UIModalPresentationStyle> = [
        .fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover,
    ]

    /// The requested styles whose presentations adapt while shown: the built-in ones whose
    /// container is the window, and `.custom` (the app's presentation controller stays, and comes
    /// back when the delegate stops adapting). The context styles keep theirs.
    static let adaptingStyles = styles.union([.custom])

    /// Adapts the presentation of `presented` to its presenter's traits after a trait override
    /// changed the presenter's size classes (not during a rotation or a resize, which adapt
    /// first), at once: the adaptive transition's coordinator has no duration; its alongside
    /// animations and completions run before this returns. The built-in style shown then takes
    /// its frame and chrome for the new traits (a sheet is a card in a compact width). Returns
    /// the controller presented after it.
    static func readaptAfterTraitChange(
        _ presented: UIViewController, by presenter: UIViewController
    ) -> UIViewController {
        guard !InterfaceRotation.isRotating,
            let container = presented._presentationController?._containerView,
            let window = container.window
        else { return presented }
        let coordinator = RotationCoordinator(
            window: window, duration: 0, targetTransform: .identity)
        let shown = readapt(
            presented, by: presenter, to: presenter.traitCollection, coordinator: coordinator)
        coordinator.runAnimations()
        coordinator.runCompletions()
        if let pc = shown._presentationController, pc.presentationStyle != .custom,
            pc._containerView != nil
        {
            pc.presentedView?.frame = pc.frameOfPresentedViewInContainerView
            pc.interfaceDidRotate()
        }
        return shown
    }

    /// Adapts the presentation of `presented` (shown by `presenter`) to `traits`, and returns the
    /// controller presented after it (the delegate's replacement, or the original again).
    static func readapt(
        _ presented: UIViewController, by presenter: UIViewController,
        to traits: UITraitCollection, coordinator: RotationCoordinator
    ) -> UIViewController {
        guard let current = presented._presentationController,
            let container = current._containerView, presented.runningTransition == nil
        else { return presented }
        let requested = current._adaptedFrom ?? current
        guard adaptingStyles.contains(requested.presentationStyle) else { return presented }
        var newTraits = traits
        if let o = requested.overrideTraitCollection { newTraits.specify(o) }
        var answer = requested.resolvedAdaptiveStyle(for: newTraits)
        if answer == .none { answer = requested.presentationStyle }
        guard styles.contains(answer) || answer == requested.presentationStyle else {
            EngineDiagnostics.shared.warn(
                "Adaptive presentation style \(answer) requested for \(uikitName(presented)) is not supported; the presentation does not adapt."
            )
            return presented
        }
        guard answer != current.presentationStyle else { return presented }
        let original = requested.presentedViewController
        let adapting = answer != requested.presentationStyle
        let target =
            adapting && presented.presentedViewController == nil
            ? requested.adaptiveReplacement(for: original, in: answer) : original
        let next: UIPresentationController
        if adapting {
            next = UIViewController.makeBuiltInPresentationController(
                for: target, style: answer, presenting: presenter)
            next.delegate = requested.delegate
            next._adaptedFrom = requested
        } else {
            next = requested
        }
        relink(presenter, from: presented, to: target, original: original, next: next)
        next._containerView = container
        next.presentingViewController = presenter
        container.presentationController = next
        if let d = requested.delegate {
            trace(
                d, "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)")
            d.presentationController(
                requested, willPresentWithAdaptiveStyle: adapting ? answer : .none,
                transitionCoordinator: coordinator)
        }
        let covers = !current.shouldRemovePresentersView && next.shouldRemovePresentersView
        let uncovers = current.shouldRemovePresentersView && !next.shouldRemovePresentersView
        let presenterAppearance = (covers || uncovers) && presenter.isViewLoaded
        if presenterAppearance { presenter.sendBeginAppearance(uncovers, animated: true) }
        if target !== presented {
            // The original leaves its wrapper before the wrapper disappears (so it stays shown).
            if target === original, original.parent != nil {
                original.willMove(toParent: nil)
                original.removeFromParent()
            }
            // A controller going into the delegate's wrapper stays on screen.
            if presented.isAppearingOrAppeared, !presented.isDescendantController(of: target) {
                presented.sendBeginAppearance(false, animated: true)
            }
            if !target.isAppearingOrAppeared { target.sendBeginAppearance(true, animated: true) }
        }
        // The app's own presentation controller keeps its chrome and the presented view's
        // corners while adapted, and is not started again when it comes back.
        let custom = requested.presentationStyle == .custom
        let restarts = !(custom && next === requested)
        coordinator.animate(
            alongsideTransition: { _ in
                current.removeAdaptiveChrome()
                if let old = presented.viewIfLoaded {
                    if !custom {
                        old.layer.cornerRadius = 0
                        old.layer.maskedCorners = [
                            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                            .layerMaxXMaxYCorner,
                        ]
                        old.layer.masksToBounds = false
                    }
                    // A view going into the delegate's wrapper moves there with it.
                    if target !== presented, old.superview === container,
                        !presented.isDescendantController(of: target)
                    {
                        old.removeFromSuperview()
                    }
                }
                if let v = next.presentedView, v.superview !== container {
                    v.frame = current.presentedView?.frame ?? container.bounds
                    container.addSubview(v)
                }
                if uncovers, let v = presenter.viewIfLoaded, v.window == nil,
                    let record = target._presentationRecord
                {
                    presenter.restorePresenterView(v, record: record)
                    record.presenterSuperview = nil
                    if let window = v.superview as? UIWindow { v.frame = window.bounds }
                }
                if restarts { next.presentationTransitionWillBegin() }
                next.presentedView?.frame = next.frameOfPresentedViewInContainerView
                next.interfaceDidRotate()
                if !restarts { container.setNeedsLayout() }
            },
            completion: { _ in
                if restarts { next.presentationTransitionDidEnd(true) }
                current._containerView = nil
                if covers, let v = presenter.viewIfLoaded, let record = target._presentationRecord {
                    record.presenterSuperview = v.superview
                    record.presenterIndex =
                        v.superview?.subviews.firstIndex(where: { $0 === v }) ?? 0
                    record.presenterFrame = v.frame
                    v.removeFromSuperview()
                }
                if presenterAppearance { presenter.sendEndAppearance() }
                if target !== presented {
                    if presented.appearance.state == .disappearing { presented.sendEndAppearance() }
                    if target.appearance.state == .appearing { target.sendEndAppearance() }
                }
            })
        return target
    }

    /// Moves the presentation links from `shown` to `target`, which `next` now presents; the
    /// original keeps answering its popover controller while adapted, as at presentation time.
    private static func relink(
        _ presenter: UIViewController, from shown: UIViewController, to target: UIViewController,
        original: UIViewController, next: UIPresentationController
    ) {
        if target !== shown {
            presenter.presentedViewController = target
            target._presentingViewController = presenter
            target._presentationRecord = shown._presentationRecord
            shown._presentingViewController = nil
            shown._presentationController = nil
            shown._presentationRecord = nil
        }
        target._presentationController = next
        if original !== target { original._presentationController = nil }
        let adaptedPopover = next._adaptedFrom as? UIPopoverPresentationController
        original._adaptedPopover = adaptedPopover
        target._adaptedPopover = adaptedPopover
    }
}

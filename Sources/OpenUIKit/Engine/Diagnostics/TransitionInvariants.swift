import Foundation
@_spi(Testing) import OpenQuartzCore

/// The invariants the engine checks after every transition (when
/// `TransitionDiagnostics.checksInvariants` is on); violations go to
/// `TransitionDiagnostics.invariantViolations`:
/// 1. every view is in its superview's subviews exactly once, and its layer in the superlayer;
/// 2. no transition container is left in a window without a presented controller in it;
/// 3. every visible controller's view (the root, and each presented one) is in its window once,
///    and a presenter removed by a full-screen presentation is not (a presentation counts as
///    running only while the presented controller is being presented or dismissed: a push or a
///    tab switch inside it does not put its presenter back in the window);
/// 4. no controller outside a running transition is stuck half-way in its appearance (will without
///    did) — the engine always ends a cancelled transition with the did callbacks; a child in the
///    same half-way state as its parent is not stuck (the parent's did callback ends it).
///
/// After a transition they are judged once the code that completed it has returned to the run
/// loop (`checkWhenCompletingCodeReturns`): an animator whose completion block calls
/// `completeTransition(_:)` and then, on the next lines, ends its own manual appearance calls is
/// judged on the state it leaves, as UIKit leaves those calls to it (Docs/Behaviour-vc.md).
@MainActor
enum TransitionInvariants {
    /// Checks the invariants once the code running now has returned to the run loop (when the
    /// checks are on now).
    static func checkWhenCompletingCodeReturns(after what: String) {
        guard TransitionDiagnostics.shared.checksInvariants else { return }
        MainRunLoop.shared.performWhenCurrentWorkReturns { check(after: what, always: true) }
    }

    /// Checks the invariants now (when the checks are on, or `always`).
    static func check(after what: String, always: Bool = false) {
        let diag = TransitionDiagnostics.shared
        guard diag.checksInvariants || always else { return }
        for window in UIApplication.shared.windows {
            checkTree(window, what)
            guard let root = window.rootViewController else { continue }
            var vc: UIViewController? = root
            while let c = vc {
                if let v = c.viewIfLoaded, c.runningTransition == nil {
                    let inWindow = v.window === window
                    let covered =
                        c.presentedViewController.map {
                            ($0._presentationController?.shouldRemovePresentersView ?? false)
                                && !RunningTransitions.shared.isPresentingOrDismissing(
                                    presenter: c, presented: $0)
                        } ?? false
                    if covered && inWindow {
                        diag.recordViolation(
                            "after \(what): \(uikitName(c))'s view is still in the window under a full-screen presentation"
                        )
                    }
                    if !covered && !inWindow
                        && !RunningTransitions.shared.isPresentingOrDismissing(
                            presenter: c.presentingViewController, presented: c)
                    {
                        diag.recordViolation(
                            "after \(what): visible \(uikitName(c))'s view is not in the window")
                    }
                }
                checkAppearance(c, what)
                vc = c.presentedViewController
            }
            for sub in window.subviews {
                if let t = sub as? UITransitionView,
                    t.presentationController?.presentedViewController.presentingViewController
                        == nil
                {
                    diag.recordViolation(
                        "after \(what): a transition container view was left in the window")
                }
            }
        }
    }

    private static func checkTree(_ view: UIView, _ what: String) {
        for sub in view.subviews {
            if sub.superview !== view || view.subviews.filter({ $0 === sub }).count != 1
                || sub.layer.superlayer !== view.layer
            {
                TransitionDiagnostics.shared.recordViolation(
                    "after \(what): inconsistent superview of a \(type(of: sub))")
            }
            checkTree(sub, what)
        }
    }

    private static func checkAppearance(_ vc: UIViewController, _ what: String) {
        if vc.runningTransition == nil, !vc.isInManagedTransition,
            vc.appearance.state == .appearing || vc.appearance.state == .disappearing
        {
            // A child in the same half-way state as its (forwarding) parent is ended by the
            // parent's did callback; the parent itself is checked on its own.
            let followsParent =
                vc.parent.map {
                    $0.shouldAutomaticallyForwardAppearanceMethods
                        && $0.appearance.state == vc.appearance.state
                } ?? false
            if !vc.appearance.drivenByWindow && vc.parent?.runningTransition == nil
                && !(vc.parent?.isInManagedTransition ?? false) && !followsParent
            {
                TransitionDiagnostics.shared.recordViolation(
                    "after \(what): \(uikitName(vc)) is stuck in \(vc.appearance.state)")
            }
        }
        for child in vc.children { checkAppearance(child, what) }
    }
}

import Foundation
@_spi(Testing) import OpenQuartzCore

/// The outcome of adapting a presentation to the current traits.
@MainActor
struct PresentationAdaptation {
    /// The presentation controller that runs the presentation (the adapted style's, when it adapts).
    let presentationController: UIPresentationController
    /// The controller actually presented (the delegate's replacement, when it gives one).
    let presented: UIViewController
    /// The adapted style, or `.none` when the presentation does not adapt.
    let style: UIModalPresentationStyle
}

extension UIViewController {
    /// Styles a presentation may adapt to, as UIKit documents for
    /// `adaptivePresentationStyle(for:traitCollection:)` (plus `.popover` and the context styles,
    /// which the engine can run).
    static let adaptiveStyles: Set<UIModalPresentationStyle> = [
        .fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover, .currentContext,
        .overCurrentContext,
    ]

    /// Adapts `pc` (the requested style's presentation controller) to its trait collection, as
    /// UIKit does when a presentation starts: asks `pc.adaptivePresentationStyle(for:)`, which asks
    /// its delegate `adaptivePresentationStyle(for:traitCollection:)` (`.automatic`, the default, means "not
    /// implemented": the controller's own adaptation applies — a popover in a compact width becomes a
    /// page sheet), then, if the style changes, `presentationController(_:viewControllerForAdaptivePresentationStyle:)`,
    /// and builds the adapted style's built-in presentation controller (keeping the delegate). A
    /// replacement controller takes the presented controller's place in the presentation links.
    /// An unsupported answer (`.custom`) records a warning and does not adapt.
    func adaptPresentation(_ pc: UIPresentationController, presented: UIViewController)
        -> PresentationAdaptation
    {
        // Through the presentation controller, so a subclass overriding it is honoured; it defers
        // to the delegate.
        let answer = pc.resolvedAdaptiveStyle(for: pc.traitCollection)
        guard answer != .none, answer != pc.presentationStyle else {
            return PresentationAdaptation(
                presentationController: pc, presented: presented, style: .none)
        }
        guard Self.adaptiveStyles.contains(answer) else {
            EngineDiagnostics.shared.warn(
                "Adaptive presentation style \(answer) requested for \(uikitName(presented)) is not supported; the presentation does not adapt."
            )
            return PresentationAdaptation(
                presentationController: pc, presented: presented, style: .none)
        }
        let target = pc.adaptiveReplacement(for: presented, in: answer)
        let adapted = UIViewController.makeBuiltInPresentationController(
            for: target, style: answer, presenting: self)
        adapted.delegate = pc.delegate
        adapted._adaptedFrom = pc
        if target !== presented {
            presentedViewController = target
            target._presentingViewController = self
            target.isBeingPresented = true
            presented._presentingViewController = nil
            presented.isBeingPresented = false
            if presented._presentationController === pc { presented._presentationController = nil }
        }
        if let popover = pc as? UIPopoverPresentationController {
            presented._adaptedPopover = popover
        }
        return PresentationAdaptation(
            presentationController: adapted, presented: target, style: answer)
    }

    /// Whether self is `descendant` or one of its containment or presentation ancestors.
    func isAncestorController(of descendant: UIViewController) -> Bool {
        var vc: UIViewController? = descendant
        while let c = vc {
            if c === self { return true }
            vc = c.parent ?? c.presentingViewController
        }
        return false
    }

    /// Whether self is `ancestor` or one of its (containment) descendants.
    func isDescendantController(of ancestor: UIViewController) -> Bool {
        var vc: UIViewController? = self
        while let c = vc {
            if c === ancestor { return true }
            vc = c.parent
        }
        return false
    }
}

extension UIPresentationController {
    /// The style the presentation adapts to in `traits`: `adaptivePresentationStyle(for:)` (a
    /// subclass's, or the delegate's), its default adaptation when that is `.automatic`.
    func resolvedAdaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
        let answer = adaptivePresentationStyle(for: traits)
        return answer == .automatic ? defaultAdaptivePresentationStyle(for: traits) : answer
    }

    /// The controller to show for `original` in `style`: the delegate's
    /// `presentationController(_:viewControllerForAdaptivePresentationStyle:)` answer when it is
    /// usable (not presenting, not presented, not another controller's child), else `original`
    /// (with a warning when the answer is in use).
    func adaptiveReplacement(
        for original: UIViewController, in style: UIModalPresentationStyle
    ) -> UIViewController {
        guard let d = delegate else { return original }
        trace(d, "presentationController(_:viewControllerForAdaptivePresentationStyle:)")
        guard
            let replacement = d.presentationController(
                self, viewControllerForAdaptivePresentationStyle: style),
            replacement !== original
        else { return original }
        if replacement.presentingViewController != nil
            || replacement.presentedViewController != nil
            || (replacement.parent != nil && !original.isDescendantController(of: replacement))
        {
            EngineDiagnostics.shared.warn(
                "The view controller \(uikitName(replacement)) returned for the adaptive presentation of \(uikitName(original)) is already in use; presenting \(uikitName(original)) instead."
            )
            return original
        }
        return replacement
    }
}

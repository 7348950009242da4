import Foundation

/// Manages the views and chrome of a presented controller, as UIKit's `UIPresentationController`.
///
/// The engine calls, in this order (each recorded in the diagnostics timeline):
/// `containerView` set → `presentationTransitionWillBegin()` (the transition coordinator is
/// available) → appearance will-callbacks → the animator → `completeTransition` →
/// `presentationTransitionDidEnd(_:)`; and the `dismissal…` pair likewise. `containerViewWillLayoutSubviews`
/// / `containerViewDidLayoutSubviews` run around every layout of the container view.
/// This base class keeps the presenter's view (`shouldRemovePresentersView` false) and adds nothing.
@MainActor
open class UIPresentationController {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    /// The controller presenting it (resolved by the engine when nil is passed).
    public internal(set) weak var presentingViewController: UIViewController!
    var _containerView: UITransitionView?
    /// The style this controller presents with (the resolved `modalPresentationStyle`).
    var _style: UIModalPresentationStyle = .custom

    /// The delegate asked about adaptivity and sheet dismissal.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// Traits to use instead of the inherited ones. Default nil.
    open var overrideTraitCollection: UITraitCollection?

    /// Creates a presentation controller for `presentedViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// The container the transition and the presented view live in; nil until the engine sets it.
    public var containerView: UIView? { _containerView }

    /// The style of the presentation.
    open var presentationStyle: UIModalPresentationStyle { _style }

    /// The view to animate and show: the presented controller's view by default; a subclass may
    /// return a wrapper that is an ancestor of it.
    open var presentedView: UIView? { presentedViewController.view }

    /// The presented view's frame at the end of the presentation, in container coordinates.
    /// Default: the container's bounds.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole window (true) or only the current context.
    /// Default true.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window at the end of the presentation. Default false.
    open var shouldRemovePresentersView: Bool { false }

    /// The traits of the presented content.
    open var traitCollection: UITraitCollection { overrideTraitCollection ?? .current }

    /// The style to adapt to: the delegate's answer, else the current style.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    /// The style to adapt to for `traitCollection`: the delegate's answer (`.none`: no adaptation),
    /// else the current style.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if let d = delegate {
            let s = d.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
            if s != .none { return s }
        }
        return presentationStyle
    }

    /// The presentation is about to start; add chrome and register alongside animations here.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended (`completed` false: cancelled; remove your chrome).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended (`completed` true: tear down your chrome).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container view is about to lay out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// The container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
    /// The preferred content size of a child (the presented controller) changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIViewController) {}
    /// The size of the presented content for a parent of `parentSize`. Default: `parentSize`.
    open func size(forChildContentContainer container: UIViewController, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
}

/// Answers adaptivity and sheet-dismissal questions, as UIKit's
/// `UIAdaptivePresentationControllerDelegate`. Every method is optional (defaults below).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to; `.none` (the default) means no adaptation.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// Whether a swipe may dismiss the sheet. Default true.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A swipe-to-dismiss is about to start.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A swipe-to-dismiss finished.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A swipe-to-dismiss was refused (`isModalInPresentation` or `presentationControllerShouldDismiss`).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// The container view of a modal transition (UIKit's private `UITransitionView`): forwards its
/// layout to the presentation controller's container-layout callbacks.
@MainActor
final class UITransitionView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        if let pc = presentationController {
            trace(pc, "containerViewWillLayoutSubviews()")
            pc.containerViewWillLayoutSubviews()
        }
        super.layoutSubviews()
        if let pc = presentationController {
            trace(pc, "containerViewDidLayoutSubviews()")
            pc.containerViewDidLayoutSubviews()
        }
    }
}

extension UIViewController {
    /// The presentation controller managing this controller's presentation (or its nearest
    /// presented ancestor's), while presented.
    public var presentationController: UIPresentationController? {
        var vc: UIViewController? = self
        while let c = vc {
            if let pc = c._presentationController { return pc }
            vc = c.parent
        }
        return nil
    }

    /// The sheet presentation controller, when presented as a sheet.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}

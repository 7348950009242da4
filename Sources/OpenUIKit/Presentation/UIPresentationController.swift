import Foundation

/// Manages the views and chrome of a presented controller, as UIKit's `UIPresentationController`.
///
/// The engine calls, in this order (each recorded in the diagnostics timeline):
/// `containerView` set → `presentationTransitionWillBegin()` (the transition coordinator is
/// available) → appearance will-callbacks → the animator → `completeTransition` →
/// `presentationTransitionDidEnd(_:)`; and the `dismissal…` pair likewise. `containerViewWillLayoutSubviews`
/// / `containerViewDidLayoutSubviews` run around every layout of the container view.
/// This base class keeps the presenter's view (`shouldRemovePresentersView` false) and adds nothing.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    /// The controller presenting it (resolved by the engine when nil is passed).
    public internal(set) weak var presentingViewController: UIViewController!
    var _containerView: UITransitionView?
    /// The style this controller presents with (the resolved `modalPresentationStyle`).
    var _style: UIModalPresentationStyle = .custom
    /// The presentation controller of the requested style this one adapted from (kept alive while
    /// this one is).
    var _adaptedFrom: UIPresentationController?

    /// The delegate asked about adaptivity and sheet dismissal.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// Traits to use instead of the inherited ones. Default nil.
    open var overrideTraitCollection: UITraitCollection?

    /// Creates a presentation controller for `presentedViewController`.
    public init(
        presentedViewController: UIViewController,
        presenting presentingViewController: UIViewController?
    ) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
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

    /// The traits of the presented content: the presenting controller's (the device's without
    /// one), with `overrideTraitCollection` winning where it specifies a trait, as UIKit's.
    open var traitCollection: UITraitCollection {
        let inherited = presentingViewController?.traitCollection ?? .environment
        guard let overrideTraitCollection else { return inherited }
        return UITraitCollection(traitsFrom: [inherited, overrideTraitCollection])
    }

    /// The style to adapt to in the current traits: see `adaptivePresentationStyle(for:)`.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: traitCollection)
    }

    /// The style to adapt to for `traitCollection`, as UIKit's: the delegate's answer when it gives
    /// one (`.none`: no adaptation), else this controller's own adaptation — the current style for
    /// this base class (no adaptation), `.pageSheet` for a popover in a horizontally compact width
    /// (the iOS 13+ sheet; Apple's iOS 8 header says full screen, see Docs/Behaviour-vc.md).
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    {
        if let d = delegate {
            trace(d, "adaptivePresentationStyle(for:traitCollection:)")
            let s = d.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
            if s != .automatic { return s }
        }
        return defaultAdaptivePresentationStyle(for: traitCollection)
    }

    /// The interface rotated (inside the rotation's animation block): the engine's built-in
    /// presentation controllers restyle their chrome for the new traits. Default: nothing.
    func interfaceDidRotate() {}

    /// The presentation changes style while shown (`PresentationReadaptation`): the engine's
    /// built-in presentation controllers take their chrome away. Default: nothing.
    func removeAdaptiveChrome() {}

    /// This controller's adaptation when the delegate gives none: no adaptation (the current style).
    func defaultAdaptivePresentationStyle(for traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    {
        presentationStyle
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
    open func preferredContentSizeDidChange(
        forChildContentContainer container: any UIContentContainer
    ) {}
    /// The size of the presented content for a parent of `parentSize`. Default: `parentSize`.
    open func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }
    /// The size this controller would like, in points. Default `.zero` (engine choice).
    open var preferredContentSize: CGSize { .zero }
    /// A child's fitting size changed. Default: nothing (never sent by the engine).
    open func systemLayoutFittingSizeDidChange(
        forChildContentContainer container: any UIContentContainer
    ) {}
    /// The container view is about to change size (the interface rotates). Default: nothing;
    /// the engine then tells the presented controller itself.
    open func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}
    /// The traits are about to change (a rotation flips a size class). Default: nothing; the
    /// engine then tells the presented controller itself.
    open func willTransition(
        to newCollection: UITraitCollection,
        with coordinator: any UIViewControllerTransitionCoordinator
    ) {}
}

/// Answers adaptivity and sheet-dismissal questions, as UIKit's
/// `UIAdaptivePresentationControllerDelegate`. Every method is optional (defaults below).
///
/// The engine asks, when a presentation starts (next run-loop turn), in UIKit's order:
/// `adaptivePresentationStyle(for:traitCollection:)` (whose default asks
/// `adaptivePresentationStyle(for:)` in a horizontally compact width, as UIKit calls the older
/// method only there) → `presentationController(_:viewControllerForAdaptivePresentationStyle:)`
/// (only when the presentation adapts) → `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`
/// (always; `.none` when there is no adaptation; the coordinator is the presentation's). While
/// the presentation is shown, a rotation or window resize that changes its traits asks the first
/// again, and when the style changes the other two, with the rotation's coordinator
/// (Docs/Behaviour-devices.md, "Adaptivity").
///
/// Porting note: UIKit checks whether the two `adaptivePresentationStyle` methods are implemented;
/// Swift cannot, so their defaults return `.automatic`, which stands for "not implemented" (the
/// presentation controller's own adaptation applies). Return `.none` to prevent adaptation.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in a horizontally compact width. Default `.automatic` (not implemented).
    func adaptivePresentationStyle(for controller: UIPresentationController)
        -> UIModalPresentationStyle
    /// The style to adapt to for `traitCollection`; `.none` means no adaptation. Default: the answer
    /// of `adaptivePresentationStyle(for:)` in a compact width, else `.automatic` (not implemented).
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// The controller to present instead when the presentation adapts to `style` (for example the
    /// presented controller wrapped in a navigation controller); nil (the default) keeps it.
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// The presentation is about to start with the adapted `style` (`.none`: no adaptation).
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: UIViewControllerTransitionCoordinator?)
    /// Whether a swipe may dismiss the sheet. Default true.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
        -> Bool
    /// A swipe-to-dismiss is about to start.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A swipe-to-dismiss finished.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A swipe-to-dismiss was refused (`isModalInPresentation` or `presentationControllerShouldDismiss`).
    func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController)
        -> UIModalPresentationStyle
    { .automatic }
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact
            ? adaptivePresentationStyle(for: controller) : .automatic
    }
    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? { nil }
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: UIViewControllerTransitionCoordinator?
    ) {}
    public func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
    ) -> Bool { true }
    public func presentationControllerWillDismiss(
        _ presentationController: UIPresentationController
    ) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    {}
    public func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController
    ) {}
}

/// The container view of a modal transition (UIKit's private `UITransitionView`): forwards its
/// layout to the presentation controller's container-layout callbacks.
@MainActor
final class UITransitionView: UIView {
    weak var presentationController: UIPresentationController?
    /// Whether touches on the container itself (not on a subview) go to the views below, as
    /// UIKit's search presentation lets the search bar below stay live.
    var passesTouchesThrough = false

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return passesTouchesThrough && hit === self ? nil : hit
    }

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
    ///
    /// Read before presenting (for a style other than `.custom`), it creates the presentation
    /// controller the presentation will use, as UIKit does, so a delegate, detents or a popover
    /// source can be set beforehand.
    public var presentationController: UIPresentationController? {
        var vc: UIViewController? = self
        while let c = vc {
            if let pc = c._presentationController { return pc }
            vc = c.parent
        }
        guard parent == nil, _presentingViewController == nil, modalPresentationStyle != .custom
        else { return nil }
        let pc = UIViewController.makeBuiltInPresentationController(
            for: self, style: modalPresentationStyle, presenting: nil)
        _presentationController = pc
        return pc
    }

    /// The sheet presentation controller, when presented as a sheet.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}

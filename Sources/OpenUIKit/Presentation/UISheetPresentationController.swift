import Foundation

/// The presentation controller of `.pageSheet` and `.formSheet` (and of `.automatic`), as UIKit's
/// `UISheetPresentationController`.
///
/// Engine geometry (Apple does not publish the numbers; see Docs/Behaviour-vc.md):
/// - iPhone (compact width): a card whose top is `safeAreaInsets.top + 10` pt below the window top
///   at the `.large()` detent, half the container height at `.medium()`; top corners rounded 10 pt.
///   At the large detent, dimmed, the presenter's view is scaled by `(width − 32) / width`
///   (≈ 0.918 on iPhone 15) and moved so its top sits at the safe-area top, with 10 pt corners.
///   A black dimming view at alpha 0.2 covers the presenter while dimmed.
/// - iPad (regular width): `.formSheet` is a 540 × 620 pt centred box; `.pageSheet` is 704 pt wide
///   from the card top to the bottom; all corners rounded 10 pt; the presenter is not scaled.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet can rest at, as UIKit's `UISheetPresentationController.Detent`.
    public struct Detent: Sendable {
        /// A detent's identifier, as UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// About half the screen.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The full card height.
            public static let large = Identifier("com.apple.UIKit.large")
        }
        /// Values a custom detent's resolver can read.
        public struct ResolutionContext: Sendable {
            /// The value of the large detent, in points: the card height minus the bottom safe-area
            /// inset, as UIKit's (a detent's value is a height within the sheet's safe area).
            public var maximumDetentValue: CGFloat
        }
        /// The identifier.
        public let identifier: Identifier
        let resolver: @Sendable (ResolutionContext) -> CGFloat?

        /// The medium detent: half the container height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { _ in nil }  // resolved as half the container height
        }
        /// The large detent: the full card.
        public static func large() -> Detent {
            Detent(identifier: .large) { ctx in ctx.maximumDetentValue }
        }
        /// A detent whose value the resolver computes: a height in points within the sheet's safe
        /// area (the sheet is that plus the bottom safe-area inset tall, as in UIKit); nil means
        /// inactive. Without an identifier a random one is made, as UIKit does.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @Sendable (ResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(
                identifier: identifier ?? Identifier("custom.\(UInt64.random(in: 0...UInt64.max))"),
                resolver: resolver)
        }
    }

    /// The detents the sheet can rest at, smallest first. Default `[.large()]`.
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at; nil means the smallest. Default nil.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent that does not dim the presenter; nil means every detent dims.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether a grabber is shown at the top of the sheet. Default false. The grabber is a
    /// 36 × 5 pt capsule, 5 pt below the sheet's top edge, centred, grey at 50 % (engine choice
    /// matching the iOS 15+ look); it is added to the presented view while the sheet is shown.
    open var prefersGrabberVisible = false {
        didSet { if containerView != nil { updateGrabber() } }
    }
    /// The corner radius of the sheet; nil means the system's (10 pt). Default nil.
    open var preferredCornerRadius: CGFloat?
    /// Whether a drag up on a scroll view inside the sheet expands the sheet to its next detent
    /// before the content scrolls (iOS 15). Default true; false: the content scrolls at once.
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// The dimming view behind the sheet (engine chrome).
    let dimmingView = UIView()
    /// The grabber capsule (engine chrome), in the presented view while `prefersGrabberVisible`.
    let grabberView = UIView()
    /// The pan on the sheet that drags it between detents (phone only; added when presented).
    var sheetPanGesture: UIPanGestureRecognizer?
    /// The drag in progress, from the finger's first move to its release (`+Drag`).
    var drag: SheetDrag?
    /// Keeps the sheet's pan off the drags a scroll view inside takes (held here: a recognizer's
    /// delegate is weak).
    let sheetPanArbiter = SheetPanArbiter()

    /// The corner radius used when `preferredCornerRadius` is nil, in points.
    static let defaultCornerRadius: CGFloat = 10
    /// The dimming alpha of a dimmed sheet.
    static let dimmingAlpha: CGFloat = 0.2
    /// Horizontal inset of the scaled-back presenter, each side, in points.
    static let presenterInset: CGFloat = 16

    var isCompact: Bool { traitCollection.horizontalSizeClass != .regular }
    var cornerRadius: CGFloat { preferredCornerRadius ?? Self.defaultCornerRadius }
    var cardTop: CGFloat {
        (presentingViewController?.view.window?.safeAreaInsets.top
            ?? UIScreen.main.safeAreaInsets.top) + 10
    }

    /// The window's bottom safe-area inset (the home indicator), in points.
    var bottomSafeInset: CGFloat {
        presentingViewController?.view.window?.safeAreaInsets.bottom
            ?? UIScreen.main.safeAreaInsets.bottom
    }

    /// The height of the sheet resting at `detent` in `container`, in points (nil: inactive).
    ///
    /// As in UIKit, a detent's value is a height within the sheet's safe area: the resolver gets
    /// `maximumDetentValue` = card height − bottom safe-area inset, and the sheet is the value plus
    /// that inset tall (clamped to 0…maximum), so a custom detent of 300 pt on an iPhone 15
    /// (34 pt home indicator) is a 334 pt sheet.
    func height(of detent: Detent, in container: CGRect) -> CGFloat? {
        let maximum = container.height - cardTop
        if detent.identifier == .medium { return (container.height / 2).rounded() }
        let bottom = min(bottomSafeInset, maximum)
        return detent.resolver(Detent.ResolutionContext(maximumDetentValue: maximum - bottom))
            .map { min(max(0, $0) + bottom, maximum) }
    }

    /// The active detents with their heights, smallest first.
    func resolvedDetents(in container: CGRect) -> [(Detent.Identifier, CGFloat)] {
        detents.compactMap { d in height(of: d, in: container).map { (d.identifier, $0) } }.sorted {
            $0.1 < $1.1
        }
    }

    /// Whether the sheet rests at its largest detent.
    var isAtLargestDetent: Bool {
        let all = resolvedDetents(in: containerView?.bounds ?? UIScreen.main.bounds)
        return currentDetent == all.last?.0
    }

    /// The identifier of the detent the sheet rests at now.
    var currentDetent: Detent.Identifier? {
        let all = resolvedDetents(in: containerView?.bounds ?? UIScreen.main.bounds)
        if let s = selectedDetentIdentifier, all.contains(where: { $0.0 == s }) { return s }
        return all.first?.0
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let c = containerView?.bounds else { return .zero }
        if !isCompact {
            if presentationStyle == .formSheet {
                let w = min(540, c.width)
                let h = min(620, c.height - cardTop)
                return CGRect(x: (c.width - w) / 2, y: (c.height - h) / 2, width: w, height: h)
            }
            let w = min(704, c.width)
            return CGRect(x: (c.width - w) / 2, y: cardTop, width: w, height: c.height - cardTop)
        }
        let all = resolvedDetents(in: c)
        let h = all.first { $0.0 == currentDetent }?.1 ?? (c.height - cardTop)
        return CGRect(x: 0, y: c.height - h, width: c.width, height: h)
    }

    /// Whether the presenter is dimmed at the current detent.
    var isDimmed: Bool {
        guard let undimmed = largestUndimmedDetentIdentifier else { return true }
        let all = resolvedDetents(in: containerView?.bounds ?? UIScreen.main.bounds)
        guard let u = all.first(where: { $0.0 == undimmed })?.1,
            let cur = all.first(where: { $0.0 == currentDetent })?.1
        else { return true }
        return cur > u
    }

    /// Whether the presenter is scaled back (phone, dimmed, at the largest detent).
    var scalesPresenter: Bool {
        guard isCompact, isDimmed else { return false }
        return currentDetent
            == resolvedDetents(in: containerView?.bounds ?? UIScreen.main.bounds).last?.0
    }

    /// The transform of the scaled-back presenter for a window of `size` with safe-area top `top`.
    static func presenterTransform(windowSize size: CGSize, safeTop top: CGFloat) -> CATransform3D {
        let s = (size.width - 2 * presenterInset) / size.width
        return EngineAnimation.scale(s, translateY: top - size.height * (1 - s) / 2)
    }

    // MARK: Chrome

    open override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(Self.dimmingAlpha)
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        if let v = presentedView {
            v.layer.cornerRadius = cornerRadius
            v.layer.maskedCorners =
                isCompact
                ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                : [
                    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                    .layerMaxXMaxYCorner,
                ]
            v.layer.masksToBounds = true
        }
        updateGrabber()
        let presenter = presentingViewController?.viewIfLoaded
        let animated = presentedViewController.transitionCoordinator?.isAnimated ?? false
        presentedViewController.transitionCoordinator?.animateAlongsideTransition(
            in: presenter,
            animation: { [self] _ in
                applyChrome(animated: animated)
            }, completion: nil)
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            removeChrome()
            return
        }
        if isCompact, sheetPanGesture == nil, let v = presentedView {
            let pan = SheetPanGestureRecognizer { [weak self] g in self?.handleSheetPan(g) }
            pan.name = "sheetPanGesture"
            pan.sheet = self
            pan.delegate = sheetPanArbiter
            v.addGestureRecognizer(pan)
            sheetPanGesture = pan
        }
    }

    open override func dismissalTransitionWillBegin() {
        let animated = presentedViewController.transitionCoordinator?.isAnimated ?? false
        presentedViewController.transitionCoordinator?.animateAlongsideTransition(
            in: presentingViewController?.viewIfLoaded,
            animation: { [self] _ in
                EngineAnimation.fade(
                    dimmingView, from: dimmingView.alpha, to: 0, animated: animated)
                if let p = presentingViewController?.viewIfLoaded {
                    EngineAnimation.transform(
                        p.layer, from: p.layer.transform, to: CATransform3DIdentity,
                        animated: animated)
                    EngineAnimation.cornerRadius(
                        p.layer, from: p.layer.cornerRadius, to: 0, animated: animated)
                }
            }, completion: nil)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { removeChrome() } else { applyChrome(animated: false) }
    }

    /// The interface rotated: the corners, the dimming and the presenter's scale follow the new
    /// width class (a card on a compact width, a rounded box on a regular one).
    override func interfaceDidRotate() {
        presentedView?.layer.maskedCorners =
            isCompact
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            : [
                .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                .layerMaxXMaxYCorner,
            ]
        applyChrome(animated: true)
        updateGrabber()
    }

    /// The presentation changes style while shown: the dimming, the grabber, the drag and the
    /// presenter's scale go.
    override func removeAdaptiveChrome() { removeChrome() }

    /// Sets dimming and presenter scale for the current detent.
    func applyChrome(animated: Bool) {
        EngineAnimation.fade(
            dimmingView, from: dimmingView.alpha, to: isDimmed ? 1 : 0, animated: animated)
        guard let p = presentingViewController?.viewIfLoaded,
            let window = p.window ?? containerView?.window
        else { return }
        let target =
            scalesPresenter
            ? Self.presenterTransform(
                windowSize: window.bounds.size, safeTop: window.safeAreaInsets.top)
            : CATransform3DIdentity
        p.layer.masksToBounds = true
        EngineAnimation.transform(p.layer, from: p.layer.transform, to: target, animated: animated)
        EngineAnimation.cornerRadius(
            p.layer, from: p.layer.cornerRadius, to: scalesPresenter ? cornerRadius : 0,
            animated: animated)
    }

    /// Shows or hides the grabber at the top of the presented view.
    func updateGrabber() {
        guard prefersGrabberVisible, let v = presentedView else {
            grabberView.removeFromSuperview()
            return
        }
        grabberView.backgroundColor = UIColor(white: 0.5, alpha: 0.5)
        grabberView.frame = CGRect(x: (v.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
        grabberView.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        grabberView.layer.cornerRadius = 2.5
        grabberView.accessibilityIdentifier = "sheetGrabber"
        if grabberView.superview !== v {
            v.addSubview(grabberView)
        } else {
            v.bringSubviewToFront(grabberView)
        }
    }

    func removeChrome() {
        grabberView.removeFromSuperview()
        if let pan = sheetPanGesture {
            pan.view?.removeGestureRecognizer(pan)
            sheetPanGesture = nil
        }
        dimmingView.removeFromSuperview()
        if let p = presentingViewController?.viewIfLoaded {
            p.layer.transform = CATransform3DIdentity
            p.layer.cornerRadius = 0
            p.layer.masksToBounds = false
        }
    }

    /// Changes detents or the selection with an animation, as UIKit's `animateChanges(_:)`.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        EngineAnimation.run(
            duration: 0.35,
            {
                if let v = presentedView {
                    EngineAnimation.setFrame(v, frameOfPresentedViewInContainerView, animated: true)
                }
                applyChrome(animated: true)
            }, completion: {})
    }
}

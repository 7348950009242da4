import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit

/// One mistake the transition doctor found in an animator: what, in which transition, and what
/// to change.
public struct DoctorFinding: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of mistake, by their stable identifiers.
    public enum Identifier: String, Sendable, Hashable, CaseIterable {
        /// `completeTransition(_:)` was never called (within the doctor's timeout).
        case neverCompletes = "never-completes"
        /// `completeTransition(_:)` was called more than once.
        case completesTwice = "completes-twice"
        /// `completeTransition(true)` after the interaction was cancelled.
        case completesTrueAfterCancel = "completes-true-after-cancel"
        /// The to-view was not in the container when the transition completed.
        case toViewNotAdded = "to-view-not-added"
        /// A dismissal or pop completed with the from-view still visible in the container.
        case fromViewLeftBehind = "from-view-left-behind"
        /// A cancelled transition ended with views the animator added still in the container.
        case viewsLeftAfterCancel = "views-left-after-cancel"
        /// The to-view's frame at completion differs from `finalFrame(for:)`.
        case finalFrameMismatch = "final-frame-mismatch"
        /// The transition lasted more than 10 % longer or shorter than `transitionDuration`.
        case durationMismatch = "duration-mismatch"
        /// A non-linear curve or a spring under a percent-driven interaction.
        case nonLinearInteractive = "non-linear-interactive"
        /// The animator was still alive after the transition ended and every owner let it go.
        case animatorLeak = "animator-leak"
        /// The transition context was still alive after the transition ended.
        case contextLeak = "context-leak"
    }

    /// The kind of mistake.
    public var identifier: Identifier
    /// What happened and what to change.
    public var message: String
    /// The transition in which it showed.
    public var transition: TransitionDoctor.Transition

    /// A finding (for tests of code that reads findings).
    public init(
        identifier: Identifier, message: String, transition: TransitionDoctor.Transition
    ) {
        self.identifier = identifier
        self.message = message
        self.transition = transition
    }

    /// `transition: identifier: message`, one line.
    public var description: String { "\(transition): \(identifier.rawValue): \(message)" }
}

/// Runs an animator through every kind of transition on the virtual clock and reports the
/// mistakes animator authors make, each with what to change.
///
/// ```swift
/// let findings = TransitionDoctor().examine(animator: FadeAnimator())
/// #expect(findings.isEmpty, "\(findings)")
/// ```
///
/// Each transition (present, dismiss, push, pop; then, for each of them, an interactive run
/// through a `UIPercentDrivenInteractiveTransition` finished and one cancelled) runs in a new
/// window of its own, with a fresh animator. The doctor watches the engine's diagnostics: the
/// container as the animator leaves it at `completeTransition(_:)`, the timeline's times, the
/// engine's warnings, and weak references for leaks. See Docs/Testing.md for each finding.
@preconcurrency @MainActor
public struct TransitionDoctor {
    /// The four kinds of transition the doctor plays.
    public enum Operation: String, Sendable, Hashable, CaseIterable {
        /// `present(_:animated:)` of a controller with `presentationStyle`.
        case present
        /// `dismiss(animated:)` of that controller.
        case dismiss
        /// `pushViewController(_:animated:)` on a navigation controller.
        case push
        /// `popViewController(animated:)` on a navigation controller.
        case pop
    }

    /// How a transition is driven.
    public enum Interaction: String, Sendable, Hashable, CaseIterable {
        /// Not interactive: the animator runs on its own.
        case none
        /// Percent-driven (`update(0.3)`, `update(0.6)`), then `finish()`.
        case finish
        /// Percent-driven (`update(0.3)`, `update(0.6)`), then `cancel()`.
        case cancel
    }

    /// One transition the doctor plays: an operation and how it is driven.
    public struct Transition: Sendable, Hashable, CustomStringConvertible {
        /// Present, dismiss, push or pop.
        public var operation: Operation
        /// Not interactive, or interactive and finished or cancelled.
        public var interaction: Interaction

        /// A transition of `operation`, driven as `interaction` (default: not interactive).
        public init(_ operation: Operation, _ interaction: Interaction = .none) {
            self.operation = operation
            self.interaction = interaction
        }

        /// True for present and push (the to-view comes in), false for dismiss and pop.
        public var isForward: Bool { operation == .present || operation == .push }

        /// Every transition, in the doctor's order: the four operations, then each of them
        /// interactive and finished, then each interactive and cancelled.
        public static let all: [Transition] =
            Operation.allCases.map { Transition($0) }
            + Operation.allCases.map { Transition($0, .finish) }
            + Operation.allCases.map { Transition($0, .cancel) }

        /// `"present"`, `"interactive pop, finished"`, `"interactive dismiss, cancelled"`.
        public var description: String {
            switch interaction {
            case .none: operation.rawValue
            case .finish: "interactive \(operation.rawValue), finished"
            case .cancel: "interactive \(operation.rawValue), cancelled"
            }
        }
    }

    /// The transitions to play. Default: all twelve (`Transition.all`).
    public var transitions: [Transition]
    /// The window's size in points; nil (the default): the device profile's screen.
    public var windowSize: CGSize?
    /// The presented controller's `modalPresentationStyle`. Default `.fullScreen`.
    public var presentationStyle: UIModalPresentationStyle
    /// How long to wait for `completeTransition(_:)`, in virtual seconds. Default 10.
    public var timeout: TimeInterval
    /// The share by which the transition may last longer or shorter than `transitionDuration`
    /// before it is reported, plus one frame (1/60 s). Default 0.1 (10 %).
    public var durationTolerance: Double

    /// A doctor playing `transitions` in a window of `windowSize`.
    public init(
        transitions: [Transition] = Transition.all, windowSize: CGSize? = nil,
        presentationStyle: UIModalPresentationStyle = .fullScreen, timeout: TimeInterval = 10,
        durationTolerance: Double = 0.1
    ) {
        self.transitions = transitions
        self.windowSize = windowSize
        self.presentationStyle = presentationStyle
        self.timeout = timeout
        self.durationTolerance = durationTolerance
    }

    /// Examines the animator that `animator` builds (called once per transition: each gets a
    /// new one).
    ///
    /// - Parameters:
    ///   - animator: builds the animator; the same for every transition.
    ///   - interactionController: builds the percent-driven interaction controller of the
    ///     interactive runs. When given, the animator is taken to be meant for it, and its
    ///     curves are checked (`non-linear-interactive`); nil (the default): a plain
    ///     `UIPercentDrivenInteractiveTransition`, curves not checked.
    /// - Returns: the findings, in the order of `transitions`; empty when all is well.
    public func examine(
        animator: @autoclosure () -> any UIViewControllerAnimatedTransitioning,
        interactionController: (() -> UIPercentDrivenInteractiveTransition)? = nil
    ) -> [DoctorFinding] {
        examine(
            animatorFor: { _ in animator() },
            interactionController: interactionController.map { make in { _ in make() } })
    }

    /// Examines the animators that `animatorFor` builds for each transition (for animators that
    /// differ by direction, such as `MyAnimator(presenting: transition.isForward)`).
    ///
    /// - Parameters:
    ///   - animatorFor: builds the animator for one transition; nil: UIKit's built-in animation
    ///     (the interactive runs are skipped then, since UIKit asks for an interaction
    ///     controller only with a custom animator).
    ///   - interactionController: as in ``examine(animator:interactionController:)``.
    /// - Returns: the findings, in the order of `transitions`; empty when all is well.
    public func examine(
        animatorFor: (Transition) -> (any UIViewControllerAnimatedTransitioning)?,
        interactionController: ((Transition) -> UIPercentDrivenInteractiveTransition)? = nil
    ) -> [DoctorFinding] {
        var findings: [DoctorFinding] = []
        for transition in transitions {
            findings += examine(
                transition, animatorFor: animatorFor, interactionController: interactionController)
        }
        return findings
    }

    /// Plays one transition and returns its findings.
    func examine(
        _ transition: Transition,
        animatorFor: (Transition) -> (any UIViewControllerAnimatedTransitioning)?,
        interactionController: ((Transition) -> UIPercentDrivenInteractiveTransition)?
    ) -> [DoctorFinding] {
        let weakAnimator = WeakBox()
        let probe = DoctorProbe()
        var findings: [DoctorFinding] = []
        let played = play(
            transition, probe: probe, weakAnimator: weakAnimator, animatorFor: animatorFor,
            interactionController: interactionController, findings: &findings)
        UIApplication.shared.diagnostics.completionObserver = nil
        guard played else { return [] }
        if probe.context != nil {
            findings.append(
                DoctorFinding(
                    identifier: .contextLeak,
                    message:
                        "the transition context is still alive after the transition ended: do not keep it in a property of the animator (or clear it in animationEnded(_:)); capture it only in the animation's closures",
                    transition: transition))
        }
        if let animator = weakAnimator.object {
            findings.append(
                DoctorFinding(
                    identifier: .animatorLeak,
                    message:
                        "\(typeName(animator)) is still alive after the transition ended and UIKit let it go: a retain cycle (a closure stored on the animator that captures self strongly, or the animator kept by a view or a static); use [weak self] or clear the stored closures in animationEnded(_:)",
                    transition: transition))
        }
        return findings
    }

    /// Builds the scene, plays the transition and checks it; false when the transition cannot
    /// be played (no custom animator for an interactive run). Everything it builds is released
    /// when it returns, so that the caller can look for leaks.
    private func play(
        _ transition: Transition, probe: DoctorProbe, weakAnimator: WeakBox,
        animatorFor: (Transition) -> (any UIViewControllerAnimatedTransitioning)?,
        interactionController: ((Transition) -> UIPercentDrivenInteractiveTransition)?,
        findings: inout [DoctorFinding]
    ) -> Bool {
        let interactive = transition.interaction != .none
        let animator = animatorFor(transition)
        if animator == nil && interactive { return false }
        weakAnimator.object = animator
        let interactor =
            interactive
            ? (interactionController?(transition) ?? UIPercentDrivenInteractiveTransition()) : nil
        let checksCurves = interactive && interactionController != nil

        let delegate = DoctorDelegate()
        let scene = DoctorScene(
            transition.operation, delegate: delegate, probe: probe, style: presentationStyle,
            size: windowSize ?? UIScreen.main.bounds.size)
        defer { scene.tearDown() }
        _ = UIApplication.shared.runUntilIdle(timeout: timeout)

        delegate.animator = animator
        delegate.interactor = interactor
        delegate.armed = true
        UIApplication.shared.diagnostics.reset()
        EngineDiagnostics.shared.reset()
        UIApplication.shared.diagnostics.completionObserver = { [unowned probe] context, flag in
            probe.completed(context, flag)
        }
        let start = CACurrentMediaTime()
        scene.act()

        if let interactor {
            let frame = 1.0 / 60
            UIApplication.shared.advance(by: frame)
            interactor.update(0.3)
            UIApplication.shared.advance(by: frame)
            // An interruptible animator is scrubbed through fractionComplete (linearly, as
            // UIKit's scrubsLinearly), not through layer time: its curves do not matter then.
            let scrubsLayerTime = UIApplication.shared.diagnostics.timeline.contains {
                $0.event == "animateTransition(using:)"
            }
            if checksCurves, scrubsLayerTime, let problem = probe.animatorsNonLinearTiming() {
                findings.append(
                    DoctorFinding(
                        identifier: .nonLinearInteractive,
                        message:
                            "\(problem) under a percent-driven interaction: the finger's progress maps to time, so the view lags and then jumps; Apple advises linear timing for interactive transitions — use options: .curveLinear and no spring (or vend an interruptible UIViewPropertyAnimator)",
                        transition: transition))
            }
            interactor.update(0.6)
            UIApplication.shared.advance(by: frame)
            if transition.interaction == .finish {
                interactor.finish()
            } else {
                interactor.cancel()
            }
        }
        let idle = UIApplication.shared.runUntilIdle(timeout: timeout)
        let waited = CACurrentMediaTime() - start
        delegate.animator = nil
        delegate.interactor = nil

        let name = animator.map(typeName) ?? "UIKit's built-in animator"
        guard let completion = probe.completion else {
            if !idle, let context = probe.context {
                let duration = DoctorProbe.duration(of: context)
                findings.append(
                    DoctorFinding(
                        identifier: .neverCompletes,
                        message:
                            "\(name) never called completeTransition(_:): waited \(seconds(waited)) of virtual time (transitionDuration \(seconds(duration))); call transitionContext.completeTransition(!transitionContext.transitionWasCancelled) when the animations end, in every path (also when they are interrupted)",
                        transition: transition))
                probe.rescuing = true
                context.completeTransition(!context.transitionWasCancelled)
                _ = UIApplication.shared.runUntilIdle(timeout: timeout)
            }
            return true
        }
        findings += check(completion, of: transition, animatorName: name, start: start)
        if EngineDiagnostics.shared.warnings.contains(where: {
            $0.message.hasPrefix("completeTransition: called more than once")
        }) {
            findings.append(
                DoctorFinding(
                    identifier: .completesTwice,
                    message:
                        "\(name) called completeTransition(_:) more than once (UIKit ignores the later calls, but whatever they meant is lost): call it once, in the completion of the last animation",
                    transition: transition))
        }
        return true
    }

    /// The findings from the container as the animator left it at `completeTransition(_:)`.
    private func check(
        _ completion: DoctorProbe.Completion, of transition: Transition, animatorName name: String,
        start: CFTimeInterval
    ) -> [DoctorFinding] {
        var findings: [DoctorFinding] = []
        func report(_ identifier: DoctorFinding.Identifier, _ message: String) {
            findings.append(
                DoctorFinding(identifier: identifier, message: message, transition: transition))
        }
        let cancelled = completion.wasCancelled
        if cancelled && completion.didComplete {
            report(
                .completesTrueAfterCancel,
                "\(name) called completeTransition(true) after the interaction was cancelled: UIKit then ends the transition as if it had finished, with the wrong controller on screen; pass !transitionContext.transitionWasCancelled"
            )
        }
        if !cancelled && completion.didComplete {
            if completion.toViewExists && !completion.toViewInContainer {
                report(
                    .toViewNotAdded,
                    "\(name) completed the \(transition.operation.rawValue) without the to-view in the container (never added, or removed before completeTransition(true)): the destination screen does not show; add transitionContext.view(forKey: .to) with transitionContext.containerView.addSubview(_:) before animating it, and leave it there"
                )
            }
            if completion.toViewInContainer, let frame = completion.toFrame,
                let expected = completion.expectedToFrame,
                !expected.isEmpty, !nearlyEqual(frame, expected)
            {
                report(
                    .finalFrameMismatch,
                    "\(name) left the to-view at \(rect(frame)), not at finalFrame(for:) \(rect(expected)): set toView.frame = transitionContext.finalFrame(for: toViewController) in the animations (the presentation controller or the container decides the final frame)"
                )
            }
            if !transition.isForward, let left = completion.visibleFromView {
                report(
                    .fromViewLeftBehind,
                    "\(name) completed the \(transition.operation.rawValue) with the from-view still visible in the container (\(left)): remove it in the completion (fromView.removeFromSuperview()) before completeTransition(true)"
                )
            }
        } else if cancelled && !completion.didComplete && !completion.leftovers.isEmpty {
            report(
                .viewsLeftAfterCancel,
                "\(name) called completeTransition(false) with views it had added still in the container (\(completion.leftovers.joined(separator: ", "))): remove them when transitionContext.transitionWasCancelled is true, as Apple's samples do, so the screen is as it was"
            )
        }
        if transition.interaction == .none {
            let elapsed = completion.time - start
            let duration = completion.duration
            // One frame of slack: completions land on the clock's frames (60 Hz).
            let slack = 1.0 / 60
            let off =
                duration > 0
                ? abs(elapsed - duration) > durationTolerance * duration + slack
                : elapsed > 2 * slack
            if off {
                report(
                    .durationMismatch,
                    "the transition lasted \(seconds(elapsed)) but \(name).transitionDuration(using:) says \(seconds(duration)): UIKit runs alongside animations and interactive completions with that duration; make the animations use transitionDuration(using:) and call completeTransition(_:) when they end"
                )
            }
        }
        return findings
    }
}

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
            })
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
}

/// The doctor's transitioning and navigation delegate: hands out the armed animator and
/// interaction controller.
@MainActor
final class DoctorDelegate: NSObject, UIViewControllerTransitioningDelegate,
    UINavigationControllerDelegate
{
    var armed = false
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: UIPercentDrivenInteractiveTransition?

    private func take() -> (any UIViewControllerAnimatedTransitioning)? {
        guard armed else { return nil }
        armed = false
        return animator
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { take() }

    func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    { take() }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    { interactor }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    { interactor }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { take() }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// A plain screen of one colour that tells the probe when a transition begins.
@MainActor
final class DoctorScreen: UIViewController {
    let colour: UIColor
    weak var probe: DoctorProbe?

    init(_ colour: UIColor, probe: DoctorProbe) {
        self.colour = colour
        self.probe = probe
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        probe?.transitionWillBegin(transitionCoordinator)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        probe?.transitionWillBegin(transitionCoordinator)
    }
}

/// The window and controllers of one doctor run, set up to the moment before the action.
@MainActor
final class DoctorScene {
    let operation: TransitionDoctor.Operation
    var window: UIWindow?
    let first: DoctorScreen
    let second: DoctorScreen
    let delegate: DoctorDelegate

    init(
        _ operation: TransitionDoctor.Operation, delegate: DoctorDelegate, probe: DoctorProbe,
        style: UIModalPresentationStyle, size: CGSize
    ) {
        self.operation = operation
        self.delegate = delegate
        first = DoctorScreen(.systemBlue, probe: probe)
        second = DoctorScreen(.systemOrange, probe: probe)
        second.modalPresentationStyle = style
        second.transitioningDelegate = delegate
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        switch operation {
        case .present, .dismiss:
            window.rootViewController = first
        case .push, .pop:
            let navigation = UINavigationController(rootViewController: first)
            navigation.delegate = delegate
            window.rootViewController = navigation
        }
        window.makeKeyAndVisible()
        self.window = window
        switch operation {
        case .dismiss: first.present(second, animated: false)
        case .pop: first.navigationController?.pushViewController(second, animated: false)
        case .present, .push: break
        }
    }

    /// Starts the transition under examination.
    func act() {
        switch operation {
        case .present: first.present(second, animated: true)
        case .dismiss: first.dismiss(animated: true)
        case .push: first.navigationController?.pushViewController(second, animated: true)
        case .pop: _ = first.navigationController?.popViewController(animated: true)
        }
    }

    /// Lets the window go.
    func tearDown() {
        window?.isHidden = true
        window?.rootViewController = nil
        window = nil
    }
}

/// A weak reference to any object.
final class WeakBox {
    weak var object: AnyObject?
}

private func typeName(_ object: AnyObject) -> String { String(describing: type(of: object)) }

private func seconds(_ t: TimeInterval) -> String { String(format: "%.2f s", t) }

private func number(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }

private func rect(_ r: CGRect) -> String {
    "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))"
}

private func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5 && abs(a.width - b.width) <= 0.5
        && abs(a.height - b.height) <= 0.5
}

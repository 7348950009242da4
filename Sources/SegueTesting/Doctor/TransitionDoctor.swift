import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit

/// Runs an animator through every kind of transition on the virtual clock and reports the
/// mistakes animator authors make, each with what to change.
///
/// ```swift
/// let findings = TransitionDoctor().examine(animator: FadeAnimator())
/// #expect(findings.isEmpty, "\(findings.report)")
/// ```
///
/// Each transition (present, dismiss, push, pop; then, for each of them, an interactive run
/// through a `UIPercentDrivenInteractiveTransition` finished and one cancelled) runs in a new
/// window of its own, with a fresh animator. An animator meant for `.custom` presentations is
/// examined with `TransitionDoctor(presentationStyle: .custom)`: only then is the presenting view
/// left in place on a dismissal, as UIKit leaves it. UIKit's invariants are checked after each (``UIKitChecks``); `findings.report`
/// groups the findings, one line per kind of mistake. The doctor watches the engine's diagnostics: the
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
        /// The presented controller's style for this transition; nil (the default): the
        /// doctor's ``TransitionDoctor/presentationStyle``.
        public var presentationStyle: UIModalPresentationStyle?

        /// A transition of `operation`, driven as `interaction` (default: not interactive), with
        /// the presented controller in `presentationStyle` (nil: the doctor's).
        public init(
            _ operation: Operation, _ interaction: Interaction = .none,
            presentationStyle: UIModalPresentationStyle? = nil
        ) {
            self.operation = operation
            self.interaction = interaction
            self.presentationStyle = presentationStyle
        }

        /// True for present and push (the to-view comes in), false for dismiss and pop.
        public var isForward: Bool { operation == .present || operation == .push }

        /// Every transition, in the doctor's order: the four operations, then each of them
        /// interactive and finished, then each interactive and cancelled.
        public static let all: [Transition] =
            Operation.allCases.map { Transition($0) }
            + Operation.allCases.map { Transition($0, .finish) }
            + Operation.allCases.map { Transition($0, .cancel) }

        /// `"present"`, `"interactive pop, finished"`, `"interactive dismiss, cancelled"`,
        /// `"dismiss (.custom)"`.
        public var description: String {
            let base =
                switch interaction {
                case .none: operation.rawValue
                case .finish: "interactive \(operation.rawValue), finished"
                case .cancel: "interactive \(operation.rawValue), cancelled"
                }
            guard let presentationStyle else { return base }
            return base + " (.\(presentationStyle))"
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
        TestIsolation.check()
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
        // An animator that keeps the context in a property makes a cycle (the context holds
        // the animator): both outlive the transition, and the stored context is the one cause.
        let storedContext = weakAnimator.object.flatMap { animator in
            probe.context.flatMap { DoctorProbe.property(of: animator, holding: $0) }
        }
        if probe.context != nil {
            let cause =
                storedContext.map { property in
                    "\(typeName(weakAnimator.object!)) keeps it in its property `\(property)`, and the context holds the animator: a retain cycle that keeps the container, the views and both controllers alive. Remove the property and capture the context in the animation's closures (or set it to nil in animationEnded(_:))"
                }
                ?? "do not keep it in a property of the animator (or clear it in animationEnded(_:)); capture it only in the animation's closures"
            findings.append(
                DoctorFinding(
                    identifier: .contextLeak,
                    message:
                        "the transition context is still alive after the transition ended: \(cause)",
                    transition: transition))
        }
        if let animator = weakAnimator.object, storedContext == nil {
            findings.append(
                DoctorFinding(
                    identifier: .animatorLeak,
                    message:
                        "\(typeName(animator)) is still alive after the transition ended and UIKit let it go: a retain cycle (a closure stored on the animator that captures self strongly, or the animator kept by a view or a static); use [weak self] or clear the stored closures in animationEnded(_:)",
                    transition: transition))
        }
        return findings
    }
}

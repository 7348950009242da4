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
        /// A dismissal added the presenting view to the container where UIKit leaves it in
        /// place (a `.custom` dismissal): the black screen.
        case presentingViewAdded = "presenting-view-added"
        /// One of UIKit's invariants was broken after the transition (``UIKitChecks``).
        case invariantBroken = "uikit-invariant"
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

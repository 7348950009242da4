import Foundation

/// Groups layer-tree changes into atomic updates, as Core Animation's `CATransaction`.
///
/// An implicit transaction opens with the first change of a run-loop turn and commits at the end of
/// the turn (or when the caller next advances the run loop). Explicit transactions nest;
/// `setAnimationDuration`, `setAnimationTimingFunction`, `setDisableActions` and
/// `setCompletionBlock` apply to the innermost one. A completion block runs when every animation
/// added after it was set, in that transaction, has stopped — at once when the transaction commits
/// without any.
@preconcurrency @MainActor
public final class CATransaction {
    struct Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var group: AnimationCompletionGroup?
        var isImplicit: Bool
    }

    static var stack: [Frame] = []
    /// Incremented at each top-level commit; layers created in the current generation do not run
    /// implicit animations (they have never been on screen).
    package private(set) static var generation = 0
    /// Incremented at each commit to the screen: the run loop's commit of a turn's implicit
    /// transaction (or `flush()`). What layers looked like then is what `afterScreenUpdates:
    /// false` snapshots show (`CommittedLayerLook`); an explicit transaction's commit nests in
    /// the turn's implicit one, as on a device once the turn has changed a layer.
    package private(set) static var screenGeneration = 0
    static var pendingStarts: [CAAnimation] = []
    private static var pendingStartDelegates: [(CAAnimation, CAAnimationDelegate)] = []

    private init() {}

    /// Opens an explicit transaction.
    public static func begin() {
        stack.append(Frame(isImplicit: false))
    }

    /// Commits the innermost explicit transaction.
    public static func commit() {
        guard let index = stack.lastIndex(where: { !$0.isImplicit }) else {
            EngineDiagnostics.shared.warn(
                "CoreAnimation: warning, deleted thread with uncommitted CATransaction; commit called without a matching begin"
            )
            return
        }
        let frame = stack.remove(at: index)
        frame.group?.seal()
        if stack.isEmpty { finishTopLevel() }
    }

    /// Commits any implicit transaction now (explicit ones stay open), as `CATransaction.flush()`.
    public static func flush() {
        flushImplicit()
    }

    /// Commits the implicit transaction if it is the only one open. Called by the run loop.
    static func flushImplicit() {
        if stack.count == 1, stack[0].isImplicit {
            let frame = stack.removeLast()
            frame.group?.seal()
        }
        if stack.isEmpty {
            screenGeneration &+= 1
            CommittedLayerLook.releaseSavedLooks()
            finishTopLevel()
        }
    }

    private static func finishTopLevel() {
        generation += 1
        AnimationEngine.shared.deliverStarts()
    }

    static func ensureImplicit() {
        if stack.isEmpty { stack.append(Frame(isImplicit: true)) }
    }

    /// The duration for implicit animations in the current transaction. Default 0.25 s.
    public static func animationDuration() -> CFTimeInterval {
        stack.last(where: { $0.duration != nil })?.duration ?? 0.25
    }
    /// Sets the duration for animations created in the innermost transaction.
    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        ensureImplicit()
        stack[stack.count - 1].duration = dur
    }
    /// The timing function for implicit animations; nil means the default (linear for implicit
    /// layer actions, as Core Animation).
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        stack.last(where: { $0.timingFunction != nil })?.timingFunction
    }
    /// Sets the timing function for animations created in the innermost transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        ensureImplicit()
        stack[stack.count - 1].timingFunction = function
    }
    /// Whether property changes run no actions in the current transaction. Default false.
    public static func disableActions() -> Bool {
        stack.last(where: { $0.disableActions != nil })?.disableActions ?? false
    }
    /// Turns actions off (or on) for the innermost transaction.
    public static func setDisableActions(_ flag: Bool) {
        ensureImplicit()
        stack[stack.count - 1].disableActions = flag
    }
    /// The completion block of the innermost transaction (not readable back in this engine; nil).
    public static func completionBlock() -> (@MainActor () -> Void)? { nil }
    /// Sets a block to run once every animation added afterwards in this transaction has stopped.
    /// Setting another block replaces the group: the previous block then waits only for the
    /// animations added before the change.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        ensureImplicit()
        stack[stack.count - 1].group?.seal()
        stack[stack.count - 1].group = block.map { b in AnimationCompletionGroup { _ in b() } }
    }

    /// Enrols a newly added animation in the innermost transaction with a completion block.
    static func enrol(_ animation: CAAnimation) {
        ensureImplicit()
        if let i = stack.lastIndex(where: { $0.group != nil }), let g = stack[i].group {
            g.join(animation)
        }
    }
}

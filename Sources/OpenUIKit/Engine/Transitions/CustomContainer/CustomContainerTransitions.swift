import Foundation
@_spi(Testing) import OpenQuartzCore

/// The child transitions that custom containers run themselves, followed by their appearance
/// calls.
///
/// UIKit gives a custom container no transition context for its own child swaps: it calls
/// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` on the children it
/// swaps, around an animation of its own (the catalogue's `swapChild`, an app's page or card
/// container). Such a call on a controller that has a parent, and that no engine transition
/// manages, opens (or joins) the custom transition of that parent; it ends when every child that
/// got a begin call has its did callback. While it runs it is pending work, named for its
/// container and the children it waits for; its begin and end calls are on the timeline; at its
/// end the engine's invariants are checked, with two of its own: a child that appeared has its
/// view in the container's window, and a child that disappeared has not (or has it hidden).
/// Docs/Architecture.md, "The pipeline".
@MainActor
final class CustomContainerTransitions {
    static let shared = CustomContainerTransitions()

    /// One container's transition: its children with explicit appearance calls, in call order.
    private struct Running {
        let container: UIViewController
        var children: [UIViewController]
    }

    private var running: [ObjectIdentifier: Running] = [:]
    /// Containers in the order their transitions began (reports list them in that order).
    private var order: [ObjectIdentifier] = []
    private var reporterInstalled = false

    /// How many custom container transitions have ended since the process started.
    private(set) var endedCount = 0

    /// The container of `child`'s appearance call, when the call is a custom container's.
    private func container(of child: UIViewController) -> UIViewController? {
        guard let parent = child.parent, !child.isInManagedTransition,
            !parent.isInManagedTransition
        else { return nil }
        return parent
    }

    /// `child` gets an explicit `beginAppearanceTransition(_:animated:)` that will change its
    /// state (called just before its will callback).
    func childBegins(_ child: UIViewController) {
        guard let container = container(of: child) else { return }
        EngineWorld.willChange()
        installReporter()
        let key = ObjectIdentifier(container)
        if running[key] == nil {
            running[key] = Running(container: container, children: [])
            order.append(key)
            trace(container, "custom container transition began")
        }
        if !(running[key]!.children.contains { $0 === child }) {
            running[key]!.children.append(child)
        }
    }

    /// `child` got an explicit `endAppearanceTransition()` that ended its appearance transition.
    func childEnded(_ child: UIViewController) {
        guard
            let key = running.keys.first(where: { k in
                running[k]!.children.contains { $0 === child }
            }),
            let transition = running[key],
            transition.children.allSatisfy({ $0.appearance.state.isSettled })
        else { return }
        running[key] = nil
        order.removeAll { $0 == key }
        endedCount += 1
        let container = transition.container
        trace(container, "custom container transition ended")
        let label = "custom container transition in \(uikitName(container))"
        checkChildren(transition, label)
        TransitionInvariants.check(after: label)
    }

    /// The custom transition's own invariants: what appeared is in the window, what disappeared
    /// is not.
    private func checkChildren(_ transition: Running, _ label: String) {
        let diagnostics = TransitionDiagnostics.shared
        guard diagnostics.checksInvariants,
            let window = transition.container.viewIfLoaded?.window
        else { return }
        for child in transition.children {
            guard let view = child.viewIfLoaded else { continue }
            let visible = view.window === window && !view.isHidden
            if child.appearance.state == .appeared && !visible {
                diagnostics.recordViolation(
                    "after \(label): \(uikitName(child)) appeared but its view is not in the window"
                )
            } else if child.appearance.state == .disappeared && visible {
                diagnostics.recordViolation(
                    "after \(label): \(uikitName(child)) disappeared but its view is still in the window"
                )
            }
        }
    }

    /// Forgets every custom transition without ending it, and returns one line for each (see
    /// `EngineWorld.discard()`).
    func discardAll() -> [String] {
        let lines = pendingLines()
        running.removeAll()
        order.removeAll()
        return lines
    }

    /// "custom container transition in <Container> is waiting for endAppearanceTransition() of
    /// <Child>", one line per running transition.
    private func pendingLines() -> [String] {
        order.compactMap { running[$0] }.map { transition in
            let waiting = transition.children.filter { !$0.appearance.state.isSettled }
            return
                "custom container transition in \(uikitName(transition.container)) is waiting for endAppearanceTransition() of \(waiting.map { uikitName($0) }.joined(separator: ", "))"
        }
    }

    private func installReporter() {
        guard !reporterInstalled else { return }
        reporterInstalled = true
        MainRunLoop.shared.addPendingWorkReporter { [unowned self] in self.pendingLines() }
    }
}

import Foundation
@_spi(Testing) import OpenQuartzCore

/// The one owner of the transitions in flight: each running `TransitionDriver`, and which
/// controllers answer `transitionCoordinator` with it.
///
/// `runUntilIdle` waits for a transition whose animator has not called `completeTransition(_:)`
/// and names its animator when it never does.
@MainActor
final class RunningTransitions {
    static let shared = RunningTransitions()
    private var drivers: [TransitionDriver] = []
    private var byController: [ObjectIdentifier: TransitionDriver] = [:]
    /// The from and to controllers of each running transition, whose appearance the transition
    /// (not their parent's forwarding, nor their view entering or leaving the window) settles.
    private var managed: [ObjectIdentifier: TransitionDriver] = [:]
    private var reporterInstalled = false

    /// The context of the running transition `controller` takes part in, if any.
    func context(for controller: UIViewController) -> TransitionContext? {
        byController[ObjectIdentifier(controller)]?.context
    }

    /// Whether any transition is running.
    var isEmpty: Bool { drivers.isEmpty }

    /// "present transition driven by MyAnimator": how pending work and discards name a driver.
    private static func name(of driver: TransitionDriver) -> String {
        "\(driver.plan.label) transition driven by \(String(describing: type(of: driver.plan.animator)))"
    }

    /// Forgets every running transition without completing it, and returns one line for each
    /// that had not completed (see `EngineWorld.discard()`).
    func discardAll() -> [String] {
        let stuck = drivers.filter { !$0.context.hasCompleted }.map(Self.name(of:))
        drivers.removeAll()
        byController.removeAll()
        managed.removeAll()
        return stuck
    }

    /// How many transitions of each kind have begun (the pipeline's structure test reads it).
    private(set) var begunCount: [TransitionPlan.Kind: Int] = [:]

    /// A driver starts its plan: only a driver with the context it built from that plan.
    func begin(_ driver: TransitionDriver) {
        precondition(
            driver.context.driver === driver,
            "A \(driver.plan.label) transition began with a context its driver did not build")
        begunCount[driver.plan.kind, default: 0] += 1
        EngineWorld.willChange()
        installReporter()
        drivers.append(driver)
        for vc in driver.plan.coordination.all { byController[ObjectIdentifier(vc)] = driver }
        for vc in [driver.plan.from, driver.plan.to] { managed[ObjectIdentifier(vc)] = driver }
    }

    /// Whether a running transition settles `controller`'s appearance (it is its from or to).
    func manages(_ controller: UIViewController) -> Bool {
        managed[ObjectIdentifier(controller)] != nil
    }

    /// Whether `presented` is being presented, or a dismissal back to `presenter` is running (a
    /// push inside either, or either presenting something else, is not).
    func isPresentingOrDismissing(
        presenter: UIViewController?, presented: UIViewController
    ) -> Bool {
        drivers.contains { d in
            (d.plan.kind == .present && d.plan.to === presented)
                || (d.plan.kind == .dismiss && presenter != nil && d.plan.owner === presenter)
        }
    }

    /// `driver` stops settling the appearance of its from and to controllers.
    func releaseManaged(of driver: TransitionDriver) {
        for vc in [driver.plan.from, driver.plan.to]
        where managed[ObjectIdentifier(vc)] === driver {
            managed[ObjectIdentifier(vc)] = nil
        }
    }

    /// `controllers` stop answering the coordinator with `driver`'s transition.
    func release(_ controllers: [UIViewController], of driver: TransitionDriver) {
        for vc in controllers where byController[ObjectIdentifier(vc)] === driver {
            byController[ObjectIdentifier(vc)] = nil
        }
    }

    func end(_ driver: TransitionDriver) {
        release(driver.plan.coordination.all, of: driver)
        releaseManaged(of: driver)
        drivers.removeAll { $0 === driver }
    }

    private func installReporter() {
        guard !reporterInstalled else { return }
        reporterInstalled = true
        MainRunLoop.shared.addPendingWorkReporter { [unowned self] in
            self.drivers.filter { !$0.context.hasCompleted }.map {
                "\(Self.name(of: $0)) is waiting for completeTransition(_:)"
            }
        }
    }
}

extension UIViewController {
    /// The running transition this controller takes part in (what `transitionCoordinator`
    /// answers), if any.
    var runningTransition: TransitionContext? { RunningTransitions.shared.context(for: self) }
}

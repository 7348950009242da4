import Foundation
@_spi(Testing) import OpenQuartzCore
import SegueTesting
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A controller that logs its lifecycle to the shared diagnostics timeline (the engine does) and
/// remembers the flags UIKit asks apps to read inside appearance callbacks.
@MainActor
class LoggingVC: UIViewController {
    var loadCount = 0
    var flagsInWillAppear: (presented: Bool, moving: Bool)?
    var flagsInWillDisappear: (dismissed: Bool, moving: Bool)?
    var layoutCalls: [String] = []

    override func viewDidLoad() { loadCount += 1 }
    override func viewWillAppear(_ animated: Bool) {
        flagsInWillAppear = (isBeingPresented, isMovingToParent)
    }
    override func viewWillDisappear(_ animated: Bool) {
        flagsInWillDisappear = (isBeingDismissed, isMovingFromParent)
    }
    override func viewWillLayoutSubviews() { layoutCalls.append("will") }
    override func viewDidLayoutSubviews() { layoutCalls.append("did") }
}

/// Windows created by tests, kept alive (superviews are weak).
@MainActor
var testWindows: [UIWindow] = []

/// A visible window hosting `root`, made key (kept alive for the rest of the run).
@MainActor
@discardableResult
func makeWindow(root: UIViewController) -> UIWindow {
    let w = showInWindow(root, settle: false)
    testWindows.append(w)
    return w
}

/// A presenter shown in a new window and a controller to present with `style`, whose
/// transitioning delegate (held weakly, as in UIKit) is `delegate`: (presenter, presented, window).
@MainActor
func presentationPair(
    _ style: UIModalPresentationStyle,
    delegate: UIViewControllerTransitioningDelegate? = nil
) -> (LoggingVC, LoggingVC, UIWindow) {
    let a = LoggingVC()
    let b = LoggingVC()
    let w = makeWindow(root: a)
    b.transitioningDelegate = delegate
    b.modalPresentationStyle = style
    return (a, b, w)
}

/// A presenter in a new window with a controller presented over full screen, without animation,
/// whose transitioning delegate is `delegate`: (presenter, presented, delegate, window).
@MainActor
func presentedOverFullScreen<D: UIViewControllerTransitioningDelegate>(delegate: D) -> (
    UIViewController, UIViewController, D, UIWindow
) {
    let (a, b, w) = presentationPair(.overFullScreen, delegate: delegate)
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    return (a, b, delegate, w)
}

/// The appearance events of `vc` recorded since `mark` (a `timelineMark`).
@MainActor
func appearanceEvents(_ vc: AnyObject, since mark: Int) -> [String] {
    let id = ObjectIdentifier(vc)
    return timelineEntries(since: mark).filter {
        $0.subjectID == id && $0.event.hasPrefix("view") && !$0.event.hasPrefix("viewDidLoad")
    }.map(\.event)
}

/// Events of the listed objects since `mark`, as "Name.event", in timeline order.
@MainActor
func events(
    since mark: Int, of objects: [(String, AnyObject)],
    matching filter: (String) -> Bool = { _ in true }
) -> [String] {
    var names: [ObjectIdentifier: String] = [:]
    for (n, o) in objects { names[ObjectIdentifier(o)] = n }
    return timelineEntries(since: mark).compactMap { e in
        guard let id = e.subjectID, let n = names[id], filter(e.event) else { return nil }
        return "\(n).\(e.event)"
    }
}

/// A mark in the timeline that survives trimming of the bounded ring: `recordedCount`.
@MainActor
var timelineMark: Int { TransitionDiagnostics.shared.recordedCount }

/// The timeline entries recorded since `mark` (a `timelineMark`), those still held by the ring.
@MainActor
func timelineEntries(since mark: Int) -> ArraySlice<TransitionDiagnostics.Entry> {
    let d = TransitionDiagnostics.shared
    return d.timeline[min(d.timeline.count, max(0, mark - d.droppedCount))...]
}

@MainActor
var warningMark: Int { EngineDiagnostics.shared.warnings.count }

@MainActor
func warnings(since mark: Int) -> [String] {
    EngineDiagnostics.shared.warnings[mark...].map(\.message)
}

@MainActor
var violationCount: Int { TransitionDiagnostics.shared.invariantViolations.count }

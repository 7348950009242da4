import Foundation
@_spi(Testing) import OpenQuartzCore

/// Where a controller is in its appearance cycle.
enum AppearanceState: Sendable, Equatable {
    case disappeared, appearing, appeared, disappearing
}

extension AppearanceState {
    /// Whether a will-callback may start from here: appearing from (being) out of view,
    /// disappearing from (being) in view; anything else is unbalanced.
    func canBegin(appearing: Bool) -> Bool {
        appearing
            ? (self == .disappeared || self == .disappearing)
            : (self == .appeared || self == .appearing)
    }

    /// Appeared or disappeared: no did callback is owed.
    var isSettled: Bool { self == .appeared || self == .disappeared }
}

/// Per-controller appearance bookkeeping.
struct AppearanceTracker {
    var state: AppearanceState = .disappeared
    var animated = false
    /// True when the pending transition was started by the view entering or leaving a window
    /// (so the window hook, not a container, ends it).
    var drivenByWindow = false
    /// True once `viewIsAppearing` was sent in the current appearance.
    var isAppearingSent = false
}

extension UIViewController {
    /// Starts an appearance transition: `viewWillAppear` (true) or `viewWillDisappear` (false).
    ///
    /// For containers that forward appearance manually, as UIKit's
    /// `beginAppearanceTransition(_:animated:)`. A call that does not change the state (appearing an
    /// already appearing controller, …) records UIKit's warning "Unbalanced calls to begin/end
    /// appearance transitions for <X>." and does nothing. Called on a child, it begins (or joins)
    /// its container's custom transition, which the engine follows (`CustomContainerTransitions`).
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        trace(self, "beginAppearanceTransition(\(isAppearing), animated: \(animated))")
        if appearance.state.canBegin(appearing: isAppearing) {
            CustomContainerTransitions.shared.childBegins(self)
        }
        sendBeginAppearance(isAppearing, animated: animated)
    }

    /// Ends the appearance transition begun last: `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        trace(self, "endAppearanceTransition()")
        if sendEndAppearance() {
            CustomContainerTransitions.shared.childEnded(self)
        }
    }

    /// Whether the controller's view is currently considered on screen (appeared or appearing).
    var isAppearingOrAppeared: Bool {
        appearance.state == .appeared || appearance.state == .appearing
    }

    @discardableResult
    func sendBeginAppearance(_ appearing: Bool, animated: Bool) -> Bool {
        guard appearance.state.canBegin(appearing: appearing) else {
            warnUnbalanced()
            return false
        }
        if appearing {
            appearance.state = .appearing
            appearance.animated = animated
            appearance.isAppearingSent = false
            loadViewIfRequired()
            trace(self, "viewWillAppear(\(animated))")
            viewWillAppear(animated)
            if _view?.window != nil { _view?.setNeedsLayout() }
        } else {
            appearance.state = .disappearing
            appearance.animated = animated
            trace(self, "viewWillDisappear(\(animated))")
            viewWillDisappear(animated)
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childrenInViewHierarchy where !child.isInManagedTransition {
                if child.appearance.state.canBegin(appearing: appearing) {
                    child.appearance.drivenByWindow = false
                    child.sendBeginAppearance(appearing, animated: animated)
                }
            }
        }
        return true
    }

    @discardableResult
    func sendEndAppearance() -> Bool {
        let animated = appearance.animated
        let wasAppearing: Bool
        switch appearance.state {
        case .appearing:
            wasAppearing = true
            sendIsAppearingIfOwed()
            appearance.state = .appeared
            trace(self, "viewDidAppear(\(animated))")
            viewDidAppear(animated)
            isMovingToParent = false
        case .disappearing:
            wasAppearing = false
            appearance.state = .disappeared
            trace(self, "viewDidDisappear(\(animated))")
            viewDidDisappear(animated)
            isMovingFromParent = false
        default:
            warnUnbalanced()
            return false
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in _children
            where child.appearance.state == (wasAppearing ? .appearing : .disappearing)
                && !child.appearance.drivenByWindow && !child.isInManagedTransition
            {
                child.sendEndAppearance()
            }
        }
        return true
    }

    /// Sends `viewIsAppearing` if this appearance has not had it yet (from the first layout pass
    /// of the view in a window, or at the latest before `viewDidAppear`).
    func sendIsAppearingIfOwed() {
        guard appearance.state == .appearing, !appearance.isAppearingSent else { return }
        appearance.isAppearingSent = true
        trace(self, "viewIsAppearing(\(appearance.animated))")
        viewIsAppearing(appearance.animated)
    }

    /// Brings the appearance to `target` with the fewest callbacks, each will before its did
    /// (`appearing` is reached by a will alone and counts as reached from `appeared`, and
    /// `disappearing` likewise): what a container transition owes its children when their
    /// container changed state while it ran.
    func settleAppearance(at target: AppearanceState, animated: Bool) {
        for _ in 0..<2 {
            switch (appearance.state, target) {
            case (.appeared, .appeared), (.appeared, .appearing), (.appearing, .appearing),
                (.disappeared, .disappeared), (.disappeared, .disappearing),
                (.disappearing, .disappearing):
                return
            case (.appearing, .appeared), (.disappearing, .disappeared):
                sendEndAppearance()
            case (.appearing, _), (.appeared, _):
                sendBeginAppearance(false, animated: animated)
            case (.disappearing, _), (.disappeared, _):
                sendBeginAppearance(true, animated: animated)
            }
        }
    }

    /// Children whose views are inside this controller's view (the ones that appear with it).
    var childrenInViewHierarchy: [UIViewController] {
        guard let root = _view else { return [] }
        return _children.filter { $0._view.map { $0.isDescendant(of: root) } ?? false }
    }

    /// True while a running transition (navigation, tab, `transition(from:to:)`, modal) settles
    /// this controller's appearance explicitly: it is that transition's from or to controller. Its
    /// parent's forwarding and its view's moves between windows leave it alone until then; the
    /// transition ends with it in the state its parent is in (`TransitionDriver`).
    var isInManagedTransition: Bool { RunningTransitions.shared.manages(self) }

    private func warnUnbalanced() {
        EngineDiagnostics.shared.warn(
            "Unbalanced calls to begin/end appearance transitions for \(uikitName(self)).")
    }

    // MARK: Window-driven appearance of children

    /// A child's view is entering or leaving a window: when its parent is on screen (and forwards
    /// appearance automatically), the child appears or disappears with its view, as in UIKit.
    func viewWillMove(toWindow window: UIWindow?) {
        guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods, !isInManagedTransition
        else { return }
        guard parent.appearance.state == .appeared else { return }
        if window != nil, appearance.state == .disappeared {
            appearance.drivenByWindow = true
            sendBeginAppearance(true, animated: false)
        } else if window == nil, appearance.state == .appeared {
            appearance.drivenByWindow = true
            sendBeginAppearance(false, animated: false)
        }
    }

    func viewDidMoveToWindow() {
        if appearance.state == .appearing, !appearance.isAppearingSent, _view?.window != nil {
            _view?.setNeedsLayout()
        }
        guard appearance.drivenByWindow else { return }
        appearance.drivenByWindow = false
        sendEndAppearance()
    }
}

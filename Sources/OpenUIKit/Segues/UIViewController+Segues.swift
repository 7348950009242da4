import Foundation
@_spi(Testing) import OpenQuartzCore

extension UIViewController {
    /// A segue fired by the storyboard (a control's action in Interface Builder): asks
    /// `shouldPerformSegue(withIdentifier:sender:)` first, then performs it. Returns whether it ran.
    @discardableResult
    public func triggerStoryboardSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        trace(self, "shouldPerformSegue(withIdentifier: \(identifier))")
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return false }
        runStoryboardSegue(identifier, sender: sender)
        return true
    }

    /// UIKit's segue sequence: instantiate the destination, create the segue, `prepare(for:sender:)`
    /// on the source, `perform()`.
    func runStoryboardSegue(_ identifier: String, sender: Any?) {
        guard let board = _storyboard,
            let def = board.segue(from: _storyboardIdentifier, identifier: identifier)
        else {
            preconditionFailure(
                "Receiver (\(uikitName(self))) has no segue with identifier '\(identifier)'")
        }
        if case .unwind(let action) = def.kind {
            performUnwind(action: action, identifier: identifier, sender: sender)
            return
        }
        guard let destID = def.destination else {
            preconditionFailure("Segue '\(identifier)' of \(uikitName(self)) has no destination")
        }
        let destination = board.instantiateViewController(withIdentifier: destID)
        let segue: UIStoryboardSegue
        switch def.kind {
        case .custom(let type):
            segue = type.init(identifier: identifier, source: self, destination: destination)
        default:
            segue = UIStoryboardSegue(
                identifier: identifier, source: self, destination: destination
            ) { [unowned self] in
                self.performBuiltInSegue(def.kind, destination: destination)
            }
        }
        trace(self, "prepare(for: \(identifier))")
        prepare(for: segue, sender: sender)
        trace(segue, "perform()")
        segue.perform()
    }

    private func performBuiltInSegue(_ kind: UIStoryboard.SegueKind, destination: UIViewController)
    {
        switch kind {
        case .show: show(destination, sender: nil)
        case .showDetail: showDetailViewController(destination, sender: nil)
        case .presentModally(let style, let transition, let animated):
            if let style { destination.modalPresentationStyle = style }
            if let transition { destination.modalTransitionStyle = transition }
            present(destination, animated: animated)
        case .popover:
            destination.modalPresentationStyle = .popover
            destination.popoverPresentationController?.sourceView = viewIfLoaded
            present(destination, animated: true)
        case .embed(let containerView):
            addChild(destination)
            let host = containerView(self)
            destination.view.frame = host.bounds
            destination.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            host.addSubview(destination.view)
            trace(destination, "didMove(toParent: \(uikitName(self)))")
            destination.didMove(toParent: self)
        case .custom, .unwind:
            break
        }
    }

    /// An unwind: finds the destination up the parent/presenter chain (each ancestor's
    /// `allowedChildrenForUnwinding` first, then the ancestor), calls `prepare(for:sender:)` on the
    /// source, the destination's unwind action, then performs the unwind (dismissals and
    /// `unwind(for:towards:)` on the containers on the path).
    func performUnwind(action: String, identifier: String?, sender: Any?) {
        let info = UIStoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
        var destination: UIViewController?
        var vc: UIViewController? = parent ?? presentingViewController
        search: while let c = vc {
            for child in c.allowedChildrenForUnwinding(from: info)
            where child.canPerformUnwindSegueAction(action, from: self, sender: sender) {
                destination = child
                break search
            }
            if c.canPerformUnwindSegueAction(action, from: self, sender: sender) {
                destination = c
                break
            }
            vc = c.parent ?? c.presentingViewController
        }
        guard let destination else {
            EngineDiagnostics.shared.warn(
                "Could not find a view controller to execute unwinding for \(uikitName(self)) (action '\(action)')"
            )
            return
        }
        let segue = UIStoryboardSegue(
            identifier: identifier, source: self, destination: destination
        ) { [unowned self] in
            self.unwindVisually(to: destination)
        }
        trace(self, "prepare(for: \(identifier ?? action))")
        prepare(for: segue, sender: sender)
        if let handler = destination._unwindActions[action] {
            trace(destination, "unwindAction(\(action))")
            handler(segue)
        }
        trace(segue, "perform()")
        segue.perform()
    }

    private func unwindVisually(to destination: UIViewController) {
        // Dismiss anything presented above the destination's presentation level.
        var level: UIViewController = destination
        while let p = level.parent { level = p }
        if level.presentedViewController != nil { level.dismiss(animated: true) }
        // Containers on the path reveal the destination.
        var child: UIViewController = destination
        while let p = child.parent {
            trace(p, "unwind(for:towards: \(uikitName(child)))")
            p.unwind(
                for: UIStoryboardSegue(identifier: nil, source: self, destination: destination),
                towards: child)
            child = p
        }
    }
}

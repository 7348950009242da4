import Foundation

extension UIViewController {
    /// The controller that handles `action` for this one: the first of self, its parents and its
    /// presenters whose `canPerform(_:sender:)` is true, as UIKit's
    /// `targetViewController(forAction:sender:)` (which walks the same chain with selectors).
    public func targetViewController(forAction action: ShowAction, sender: Any?)
        -> UIViewController?
    {
        var vc: UIViewController? = self
        while let c = vc {
            if c.canPerform(action, sender: sender) { return c }
            vc = c.parent ?? c.presentingViewController
        }
        return nil
    }

    func performShow(_ vc: UIViewController, sender: Any?) {
        trace(self, "show(\(uikitName(vc)))")
        forward(.show, sender: sender, orPresent: vc) { $0.show(vc, sender: sender) }
    }

    func performShowDetail(_ vc: UIViewController, sender: Any?) {
        trace(self, "showDetailViewController(\(uikitName(vc)))")
        forward(.showDetailViewController, sender: sender, orPresent: vc) {
            $0.showDetailViewController(vc, sender: sender)
        }
    }

    /// Hands `action` to the target controller (`send`) when that is another controller, else
    /// presents `vc` modally, animated: UIKit's fallback for both show methods.
    private func forward(
        _ action: ShowAction, sender: Any?, orPresent vc: UIViewController,
        send: (UIViewController) -> Void
    ) {
        if let target = targetViewController(forAction: action, sender: sender), target !== self {
            send(target)
        } else {
            present(vc, animated: true, completion: nil)
        }
    }
}

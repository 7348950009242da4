import Foundation

extension UIViewController {
    /// The controller that handles `action` for this one: the first of self, its parents and its
    /// presenters whose `canPerform(_:sender:)` is true, as UIKit's
    /// `targetViewController(forAction:sender:)` (which walks the same chain with selectors).
    public func targetViewController(forAction action: ShowAction, sender: Any?) -> UIViewController? {
        var vc: UIViewController? = self
        while let c = vc {
            if c.canPerform(action, sender: sender) { return c }
            vc = c.parent ?? c.presentingViewController
        }
        return nil
    }

    func performShow(_ vc: UIViewController, sender: Any?) {
        trace(self, "show(\(uikitName(vc)))")
        if let target = targetViewController(forAction: .show, sender: sender), target !== self {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: true, completion: nil)
        }
    }

    func performShowDetail(_ vc: UIViewController, sender: Any?) {
        trace(self, "showDetailViewController(\(uikitName(vc)))")
        if let target = targetViewController(forAction: .showDetailViewController, sender: sender), target !== self {
            target.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true, completion: nil)
        }
    }
}

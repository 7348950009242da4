import Foundation

extension UIViewController {
    /// The controller's traits, as UIKit's: inherited from its parent (a presented controller: from
    /// its presentation controller; a window's root: the window's, the device's), with what the
    /// parent set with `setOverrideTraitCollection(_:forChild:)` winning where it specifies a trait.
    public var traitCollection: UITraitCollection {
        guard let parent else {
            if _presentingViewController != nil, let pc = _presentationController {
                return pc.traitCollection
            }
            guard let traits = rootWindow?.traitOverride else { return .current }
            return UITraitCollection(traitsFrom: [.current, traits])
        }
        let inherited = parent.traitCollection
        guard let override = parent.overrideTraitCollection(forChild: self) else {
            return inherited
        }
        return UITraitCollection(traitsFrom: [inherited, override])
    }

    /// The window this controller is the root of, if any (its view may have left it, under a
    /// full-screen presentation).
    private var rootWindow: UIWindow? {
        if let window = _view?.window, window.rootViewController === self { return window }
        return UIApplication.shared.windows.first { $0.rootViewController === self }
    }

    func performSetOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild child: UIViewController
    ) {
        let before = child.traitsBelow()
        child._traitOverride = collection
        child._traitOverrideOwner = collection == nil ? nil : self
        UIViewController.notifyTraitChanges(since: before)
    }

    /// This controller and every controller below it (children, then what they present) with
    /// their traits now.
    func traitsBelow() -> [(UIViewController, UITraitCollection)] {
        var result = [(self, traitCollection)]
        for child in _children { result += child.traitsBelow() }
        if let presented = presentedViewController, presented._presentingViewController === self {
            result += presented.traitsBelow()
        }
        return result
    }

    /// Sends `traitCollectionDidChange(_:)` to each controller whose traits differ from those
    /// recorded in `before`, parents first, as UIKit does.
    static func notifyTraitChanges(since before: [(UIViewController, UITraitCollection)]) {
        for (vc, previous) in before where vc.traitCollection != previous {
            trace(vc, "traitCollectionDidChange(_:)")
            vc.traitCollectionDidChange(previous)
        }
    }
}

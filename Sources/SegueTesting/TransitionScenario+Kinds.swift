import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit

extension TransitionScenario {
    /// The navigation controller that `root` builds replaces its stack with the controllers that
    /// `controllers` builds, animated (`setViewControllers(_:animated:)`: a push when the new top
    /// is not in the stack, a pop when it is).
    public static func setViewControllers(
        _ controllers: @escaping @MainActor @Sendable () -> [UIViewController],
        on root: @escaping @MainActor @Sendable () -> UINavigationController,
        windowSize: CGSize? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> TransitionScenario {
        TransitionScenario(
            windowSize: windowSize, root: root, fileID: fileID, filePath: filePath, line: line,
            column: column
        ) { root in
            (root as? UINavigationController)?.setViewControllers(controllers(), animated: true)
        }
    }

    /// The tab bar controller that `root` builds selects tab `index`.
    ///
    /// - Parameters:
    ///   - index: the tab to select, from 0.
    ///   - byTapping: true: as a tap on the bar does (`tabBarController(_:shouldSelect:)`, the
    ///     selection, then `tabBarController(_:didSelect:)`); false (the default): as setting
    ///     `selectedIndex` does (no should/did calls). Both animate when the delegate vends an
    ///     animator.
    public static func selectTab(
        _ index: Int, in root: @escaping @MainActor @Sendable () -> UITabBarController,
        byTapping: Bool = false, windowSize: CGSize? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> TransitionScenario {
        TransitionScenario(
            windowSize: windowSize, root: root, fileID: fileID, filePath: filePath, line: line,
            column: column
        ) { root in
            guard let tabs = root as? UITabBarController else { return }
            if byTapping { tabs.selectTab(at: index) } else { tabs.selectedIndex = index }
        }
    }

    /// The container that `container` builds swaps its last child for the controller that
    /// `newChild` builds with `transition(from:to:duration:options:animations:completion:)`, with
    /// the containment calls around it as Apple documents (`willMove(toParent: nil)`,
    /// `addChild`, then in the completion `removeFromParent()` and `didMove(toParent:)`).
    ///
    /// - Parameters:
    ///   - duration: seconds. Default 0.3.
    ///   - options: the transition's options. Default `.transitionCrossDissolve`.
    ///   - animations: run in the transition's animation block with the old and new child;
    ///     the new child's view starts at the old one's frame. Default nil.
    public static func swapChild(
        to newChild: @escaping @MainActor @Sendable () -> UIViewController,
        in container: @escaping @MainActor @Sendable () -> UIViewController,
        duration: TimeInterval = 0.3,
        options: UIView.AnimationOptions = [.transitionCrossDissolve],
        animations: (
            @MainActor @Sendable (_ from: UIViewController, _ to: UIViewController) -> Void
        )? =
            nil,
        windowSize: CGSize? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> TransitionScenario {
        TransitionScenario(
            windowSize: windowSize, root: container, fileID: fileID, filePath: filePath, line: line,
            column: column
        ) { parent in
            guard let from = parent.children.last else { return }
            let to = newChild()
            from.willMove(toParent: nil)
            parent.addChild(to)
            to.view.frame = from.view.frame
            parent.transition(
                from: from, to: to, duration: duration, options: options,
                animations: { animations?(from, to) },
                completion: { _ in
                    from.removeFromParent()
                    to.didMove(toParent: parent)
                })
        }
    }
}

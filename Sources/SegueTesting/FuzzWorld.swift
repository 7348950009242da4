import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit

/// The app a `TransitionFuzzer` plays with: a tab bar controller holding a navigation
/// controller, a container swapping its child, and a plain screen; modal screens come and go on
/// top. Every operation is UIKit API an app would call.
@MainActor
struct FuzzWorld {
    private var rng: SeededRandomNumberGenerator
    let window: UIWindow
    let tabs = UITabBarController()
    let nav = UINavigationController(rootViewController: FuzzScreen("root"))
    let container = FuzzContainer()
    let navigationDelegate = FuzzNavigationDelegate()
    private var made = 0
    /// True right after an operation that let everything finish.
    private(set) var isSettled = false

    init(seed: UInt64) {
        rng = SeededRandomNumberGenerator(seed: seed)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        nav.delegate = navigationDelegate
        tabs.viewControllers = [nav, container, FuzzScreen("plain")]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle(timeout: 10)
    }

    /// The controller on top of everything.
    var top: UIViewController {
        var vc: UIViewController = tabs
        while let presented = vc.presentedViewController { vc = presented }
        return vc
    }

    private mutating func screen() -> FuzzScreen {
        made += 1
        return FuzzScreen("s\(made)")
    }

    private mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &rng) < percent
    }

    /// One random operation, then a random wait (often less than a transition, so the next
    /// operation may start mid-flight); returns its name.
    mutating func step() -> String {
        let animated = chance(80)
        let name: String
        switch Int.random(in: 0..<11, using: &rng) {
        case 0, 1:
            let styles: [UIModalPresentationStyle] = [
                .fullScreen, .overFullScreen, .pageSheet, .formSheet, .overCurrentContext,
            ]
            let style = styles.randomElement(using: &rng) ?? .fullScreen
            let presented: UIViewController =
                chance(25) ? UINavigationController(rootViewController: screen()) : screen()
            presented.modalPresentationStyle = style
            top.present(presented, animated: animated)
            name = "present(\(style.rawValue))"
        case 2:
            top.presentingViewController?.dismiss(animated: animated)
            name = "dismiss"
        case 3, 4:
            (top as? UINavigationController ?? (top === tabs ? nav : nil))?
                .pushViewController(screen(), animated: animated)
            name = "push"
        case 5:
            (top as? UINavigationController ?? nav).popViewController(animated: animated)
            name = "pop"
        case 6:
            let count = Int.random(in: 1...3, using: &rng)
            var stack: [UIViewController] = []
            for _ in 0..<count { stack.append(screen()) }
            nav.setViewControllers(stack, animated: animated)
            name = "setViewControllers(\(count))"
        case 7:
            tabs.selectedIndex = Int.random(in: 0..<3, using: &rng)
            name = "select"
        case 8:
            container.swap(to: screen(), animated: animated)
            name = "swapChild"
        case 9:
            name = interactivePop()
        default:
            let size = window.bounds.size
            window.frame = CGRect(x: 0, y: 0, width: size.height, height: size.width)
            name = "rotate"
        }
        isSettled = false
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: UIApplication.shared.advance(by: 1.0 / 60)
        case 1: UIApplication.shared.advance(by: Double(Int.random(in: 2...20, using: &rng)) / 60)
        default: isSettled = UIApplication.shared.runUntilIdle(timeout: 10)
        }
        return name
    }

    /// Begins an interactive pop driven by a percent-driven interaction, moves it, and finishes
    /// or cancels it, or leaves it to a later operation.
    private mutating func interactivePop() -> String {
        guard nav.viewControllers.count > 1, nav.presentedViewController == nil else {
            return "interactivePop(none)"
        }
        let interaction = UIPercentDrivenInteractiveTransition()
        navigationDelegate.interaction = interaction
        nav.popViewController(animated: true)
        navigationDelegate.interaction = nil
        interaction.update(CGFloat.random(in: 0...1, using: &rng))
        UIApplication.shared.advance(by: Double(Int.random(in: 1...10, using: &rng)) / 60)
        interaction.update(CGFloat.random(in: 0...1, using: &rng))
        if chance(50) {
            interaction.finish()
            return "interactivePop(finish)"
        }
        interaction.cancel()
        return "interactivePop(cancel)"
    }

    /// What must hold when nothing is pending: the front screen's view is in the window and
    /// appeared; the window shows exactly the screens it should.
    func settledProblems() -> [String] {
        var problems: [String] = []
        var front = top
        if let n = front as? UINavigationController, let t = n.topViewController { front = t }
        if front === tabs, let selected = tabs.selectedViewController {
            front = (selected as? UINavigationController)?.topViewController ?? selected
        }
        if front.viewIfLoaded?.window !== window {
            problems.append("the front screen \(front) is not in the window")
        }
        if let screen = front as? FuzzScreen, !screen.isAppeared {
            problems.append(
                "the front screen \(screen.name) has not appeared (\(screen.events.suffix(4)))")
        }
        if !UIApplication.shared.pendingWork.isEmpty {
            problems.append("still pending: \(UIApplication.shared.pendingWork)")
        }
        return problems
    }

    func tearDown() {
        tabs.dismiss(animated: false)
        _ = UIApplication.shared.runUntilIdle(timeout: 10)
        window.isHidden = true
    }
}

/// A screen that records its appearance callbacks.
final class FuzzScreen: UIViewController {
    let name: String
    private(set) var events: [String] = []
    private(set) var isAppeared = false

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("didAppear")
        isAppeared = true
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("didDisappear")
        isAppeared = false
    }
}

/// A custom container swapping its one child with `transition(from:to:duration:options:…)`.
final class FuzzContainer: UIViewController {
    private var current: UIViewController?

    func swap(to new: UIViewController, animated: Bool) {
        loadViewIfNeeded()
        guard let old = current, old.parent === self else {
            addChild(new)
            new.view.frame = view.bounds
            view.addSubview(new.view)
            new.didMove(toParent: self)
            current = new
            return
        }
        old.willMove(toParent: nil)
        addChild(new)
        new.view.frame = view.bounds
        current = new
        transition(
            from: old, to: new, duration: animated ? 0.3 : 0,
            options: [.transitionCrossDissolve], animations: nil
        ) { _ in
            old.removeFromParent()
            new.didMove(toParent: self)
        }
    }
}

/// A navigation delegate handing out the interaction of a fuzzed interactive pop (UIKit's
/// built-in animation, driven by a percent-driven interaction).
final class FuzzNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?
    private let animator = FuzzSlideAnimator()

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        interaction == nil ? nil : animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// A linear slide, correct in every way the transition doctor checks.
final class FuzzSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let to = context.view(forKey: .to), let from = context.view(forKey: .from),
            let toVC = context.viewController(forKey: .to)
        else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let width = context.containerView.bounds.width
        to.frame = context.finalFrame(for: toVC)
        context.containerView.insertSubview(to, belowSubview: from)
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveLinear],
            animations: { from.transform = CGAffineTransform(translationX: width, y: 0) }
        ) { _ in
            from.transform = .identity
            if context.transitionWasCancelled { to.removeFromSuperview() }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

// Seed 000 ("自定义ViewController切换动画"): the article's `MyAnimator` and its list controller, in
// current Swift names and as close to the text as Swift 6 allows. The article's
// `UITableViewController` becomes a plain controller with rows built from views (no UITableView
// here); tapping a row (a tap recognizer closure, the engine's stand-in for target–action) calls the
// article's `didSelectRow`.
// Article text: Docs/Articles/000_065d04a9a10b1bd1.txt.
import Foundation
import OpenUIKit

class MyAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var presenting: Bool = true

    init(presenting: Bool) {
        super.init()
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)
        let toVC = transitionContext.viewController(forKey: .to)
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let containerFrame = containerView.frame
        var toViewStartFrame = transitionContext.initialFrame(for: toVC!)
        let toViewFinalFrame = transitionContext.finalFrame(for: toVC!)
        var fromViewFinalFrame = transitionContext.finalFrame(for: fromVC!)

        containerView.addSubview(toView!)
        if self.presenting {
            toViewStartFrame.origin.x = containerFrame.size.width
            toViewStartFrame.origin.y = containerFrame.size.height
            toView?.frame = toViewStartFrame
        } else {
            fromViewFinalFrame = CGRect(
                x: containerFrame.size.width, y: containerFrame.size.height,
                width: (toView?.frame.size.width)!, height: (toView?.frame.size.height)!)
            toView?.frame = toViewFinalFrame
            containerView.bringSubviewToFront(fromView!)
        }

        UIView.animate(
            withDuration: self.transitionDuration(using: transitionContext),
            animations: {
                if self.presenting {
                    toView?.frame = toViewFinalFrame
                } else {
                    fromView?.frame = fromViewFinalFrame
                }
            }
        ) { (finshed) in
            let success = !transitionContext.transitionWasCancelled
            if self.presenting && !success || !self.presenting && success {
                toView?.removeFromSuperview()
            }
            transitionContext.completeTransition(success)
        }
    }
}

/// The article's presented controller (`AniTestViewController`): a coloured detail screen.
class AniTestViewController: UIViewController {
    var rowTitle = "Row" { didSet { title = rowTitle } }

    override func viewDidLoad() {
        super.viewDidLoad()
        let width = view.bounds.width
        view.backgroundColor = Seed000Colors.detail
        let inNavigation = navigationController != nil
        let top = inNavigation ? DemoScenery.barBottom : DemoScenery.safeTop
        let title = DemoScenery.label(rowTitle, size: 34, weight: .bold, color: .white)
        title.frame = CGRect(x: 20, y: top + 16, width: width - 40, height: 44)
        view.addSubview(title)
        let subtitle = DemoScenery.label(
            "Presented by MyAnimator", size: 17, color: UIColor(white: 1, alpha: 0.85))
        subtitle.frame = CGRect(x: 20, y: top + 62, width: width - 40, height: 24)
        view.addSubview(subtitle)
        let card = UIView(frame: CGRect(x: 20, y: top + 110, width: width - 40, height: 220))
        card.backgroundColor = UIColor(white: 1, alpha: 0.95)
        card.layer.cornerRadius = 16
        view.addSubview(card)
        DemoScenery.paragraph(in: card, x: 18, top: 24, width: card.bounds.width - 36, lines: 7)
    }
}

/// The article's main controller (`ViewController: UITableViewController`).
class Seed000ViewController: UIViewController, UIViewControllerTransitioningDelegate,
    UINavigationControllerDelegate
{
    /// Push instead of present when tapped (the article's "if there is a navigation controller").
    var pushes = false
    private(set) var rows: [UIView] = []
    /// The last controller shown (weak: the tests check it goes away).
    weak var lastShown: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        // 需要在ViewDidLoad方法中设置navigationController的delegate为主ViewController
        navigationController?.delegate = self
        view.backgroundColor = .systemGroupedBackground
        let width = view.bounds.width
        let top: CGFloat
        if navigationController == nil {
            DemoScenery.titleBar("Transitions", in: view, width: width)
        }
        top = DemoScenery.barBottom + 24
        let titles = (1...6).map { "Row \($0)" }
        rows = DemoScenery.listRows(
            titles, in: view, top: top, width: width, accent: Seed000Colors.accents)
        for (i, row) in rows.enumerated() {
            row.addGestureRecognizer(
                UITapGestureRecognizer { [unowned self] _ in
                    self.didSelectRow(at: i)
                })
        }
    }

    // tableView代理方法，点击cell 使用present方式显示控制器
    func didSelectRow(at index: Int) {
        let controller = AniTestViewController()  // 要显示的VC实例
        controller.rowTitle = "Row \(index + 1)"
        lastShown = controller
        if pushes {
            navigationController?.pushViewController(controller, animated: true)
            return
        }
        // 设置代理为主VC
        controller.transitioningDelegate = self
        // The article predates iOS 13, whose default was full screen (now .automatic = a sheet).
        controller.modalPresentationStyle = .fullScreen
        self.present(controller, animated: true, completion: nil)
    }

    // 显示vc代理方法
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let aminator = MyAnimator(presenting: true)
        return aminator
    }

    // 隐藏vc代理方法
    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        let animator = MyAnimator(presenting: false)
        return animator
    }

    // navigationController代理方法，如果有navigationController的话
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        if operation == .push {
            let aminator = MyAnimator(presenting: true)
            return aminator
        } else if operation == .pop {
            let aminator = MyAnimator(presenting: false)
            return aminator
        }
        return nil
    }
}

enum Seed000Colors {
    static let detail = UIColor.systemIndigo
    static let accents: [UIColor] = [
        .systemRed, .systemOrange, .systemGreen, .systemTeal, .systemBlue, .systemPurple,
    ]
}

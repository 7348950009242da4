// Seed 000 ("自定义ViewController切换动画"): the article's `MyAnimator` and its list controller, in
// current Swift names and as close to the text as Swift 6 allows: the article's
// `UITableViewController` subclass, whose `tableView(_:didSelectRowAt:)` presents (or, in a
// navigation controller, pushes) the detail.
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
    /// The line under the title.
    var subtitleText = "Presented by MyAnimator"

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
            subtitleText, size: 17, color: UIColor(white: 1, alpha: 0.85))
        subtitle.frame = CGRect(x: 20, y: top + 62, width: width - 40, height: 24)
        view.addSubview(subtitle)
        let card = UIView(frame: CGRect(x: 20, y: top + 110, width: width - 40, height: 220))
        card.backgroundColor = DemoScenery.translucentCardColor
        card.layer.cornerRadius = 16
        view.addSubview(card)
        DemoScenery.paragraph(in: card, x: 18, top: 24, width: card.bounds.width - 36, lines: 7)
    }
}

/// The article's main controller (`ViewController: UITableViewController`).
class Seed000ViewController: UITableViewController, UIViewControllerTransitioningDelegate,
    UINavigationControllerDelegate
{
    /// Push instead of present when tapped (the article's "if there is a navigation controller").
    var pushes = false
    /// The rows' titles.
    let titles = (1...6).map { "Row \($0)" }
    /// The last controller shown (weak: the tests check it goes away).
    weak var lastShown: UIViewController?

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // 需要在ViewDidLoad方法中设置navigationController的delegate为主ViewController
        navigationController?.delegate = self
        tableView.register(Seed000Cell.self, forCellReuseIdentifier: Seed000Cell.identifier)
        tableView.rowHeight = 52
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
        -> String?
    {
        navigationController == nil ? "Transitions" : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: Seed000Cell.identifier, for: indexPath)
        (cell as? Seed000Cell)?.show(
            titles[indexPath.row],
            accent: Seed000Colors.accents[indexPath.row % Seed000Colors.accents.count])
        return cell
    }

    // tableView代理方法，点击cell 使用present方式显示控制器
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let controller = AniTestViewController()  // 要显示的VC实例
        controller.rowTitle = titles[indexPath.row]
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

/// The list's row: an accent square, the title and a disclosure chevron.
final class Seed000Cell: UITableViewCell {
    static let identifier = "Cell"
    let accent = UIView()
    let title = UILabel()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
        accent.layer.cornerRadius = 7
        contentView.addSubview(accent)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func show(_ text: String, accent color: UIColor) {
        title.text = text
        accent.backgroundColor = color
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let h = contentView.bounds.height
        let w = contentView.bounds.width
        // The square at the leading edge, the title after it (mirrored right-to-left).
        let rtl = DemoScenery.isRightToLeft(contentView)
        accent.frame = DemoScenery.leading(
            CGRect(x: 14, y: (h - 30) / 2, width: 30, height: 30), in: w, rightToLeft: rtl)
        title.frame = DemoScenery.leading(
            CGRect(x: 58, y: 0, width: w - 66, height: h), in: w, rightToLeft: rtl)
    }
}

enum Seed000Colors {
    static let detail = UIColor.systemIndigo
    static let accents: [UIColor] = [
        .systemRed, .systemOrange, .systemGreen, .systemTeal, .systemBlue, .systemPurple,
    ]
}

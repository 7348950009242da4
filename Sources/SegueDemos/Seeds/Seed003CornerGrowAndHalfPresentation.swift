// Seed 003: the demos of the article "iOS_Custom Transition Animation 自定义转场动画" (Docs/Articles/003_be9950a6cf638093.txt).
// Transition: `ShowAnimator`/`HideAnimator`: the to-view slides in from the bottom-right corner, its frame
// opening from a point there (push, present), and the from-view slides back out there at full size
// (pop, dismiss); `MoPresentationController` presents on the right
// half of the screen over a dimmed presenter.
import Foundation
@_spi(Testing) import OpenUIKit

/// The home screen of the seed 003 demos: a grid of coloured tiles; a tap shows that colour's
/// screen by push, full-screen present, or custom presentation with `MoPresentationController`.
/// It is the navigation delegate and the transitioning delegate ("这个协议谁实现都可以").
class TransitionHomeViewController: UIViewController, UINavigationControllerDelegate,
    UIViewControllerTransitioningDelegate
{
    enum Mode { case push, present, presentationController }
    var mode = Mode.push
    private(set) var tiles: [UIView] = []
    weak var lastShown: UIViewController?
    static let colors: [UIColor] = [.systemTeal, .systemPink, .systemYellow, .systemPurple]
    static let names = ["Teal", "Pink", "Yellow", "Purple"]

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
        view.backgroundColor = .systemBackground
        let width = view.bounds.width
        if navigationController == nil { DemoScenery.titleBar("Colours", in: view, width: width) }
        let side = (width - 16 * 3) / 2
        for i in 0..<4 {
            let tile = UIView(
                frame: CGRect(
                    x: 16 + CGFloat(i % 2) * (side + 16),
                    y: DemoScenery.barBottom + 20 + CGFloat(i / 2) * (side + 16), width: side,
                    height: side))
            tile.backgroundColor = Self.colors[i]
            tile.layer.cornerRadius = 18
            let name = DemoScenery.label(Self.names[i], size: 20, weight: .bold, color: .white)
            name.frame = CGRect(x: 14, y: side - 40, width: side - 28, height: 28)
            tile.addSubview(name)
            tile.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.show(i) })
            view.addSubview(tile)
            tiles.append(tile)
        }
        DemoScenery.paragraph(
            in: view, x: 16, top: DemoScenery.barBottom + 56 + 2 * side, width: width - 32, lines: 4
        )
    }

    func show(_ index: Int) {
        let detail = ColourViewController()
        detail.colour = Self.colors[index]
        detail.name = Self.names[index]
        lastShown = detail
        switch mode {
        case .push:
            navigationController?.pushViewController(detail, animated: true)
        case .present:
            detail.transitioningDelegate = self
            // The article's animators replace the presenter's screen: full screen (the pre-iOS 13
            // default its part 3 assumes; .automatic would be a sheet).
            detail.modalPresentationStyle = .fullScreen
            present(detail, animated: true)
        case .presentationController:
            detail.transitioningDelegate = self
            detail.modalPresentationStyle = .custom
            present(detail, animated: true)
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        if operation == .push {
            return ShowAnimator()  // 实现push动画的对象
        }
        if operation == .pop {
            return HideAnimator()  // 实现pop动画的对象
        }
        return nil
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return ShowAnimator()  // 实现 present 动画的对象
    }

    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        return HideAnimator()  // 实现 dismiss 动画的对象
    }

    // 返回实现 present-dismiss 动效的VC (only for the custom presentation)
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        guard mode == .presentationController else { return nil }
        return MoPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A screen in one colour with its name and a white card; it lays out for any width (the
/// presentation controller gives it half the screen, the grow animators stretch it). As a real
/// screen's layout would, every pass places the title, the card and the card's text lines from
/// the view's current width (the lines are made once), so mid-animation the lines stay inside
/// the card.
class ColourViewController: UIViewController {
    var colour = UIColor.systemTeal
    var name = "Teal"
    private let titleLabel = UILabel()
    private let card = UIView()
    /// Number of grey text lines in the card.
    static let lineCount = 8

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
        titleLabel.text = name
        titleLabel.font = UIFont.systemFont(ofSize: 30, weight: .bold)
        titleLabel.textColor = .white
        view.addSubview(titleLabel)
        card.backgroundColor = DemoScenery.translucentCardColor
        card.layer.cornerRadius = 14
        view.addSubview(card)
        DemoScenery.paragraph(in: card, x: 14, top: 22, width: 0, lines: Self.lineCount)
        self.title = name
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        let top = navigationController != nil ? DemoScenery.barBottom : DemoScenery.safeTop
        titleLabel.frame = CGRect(x: 16, y: top + 16, width: max(0, width - 32), height: 40)
        card.frame = CGRect(x: 16, y: top + 72, width: max(0, width - 32), height: 240)
        let lineWidth = max(0, card.bounds.width - 28)
        let rtl = DemoScenery.isRightToLeft(view)
        for (i, line) in card.subviews.enumerated() {
            let w = i == Self.lineCount - 1 ? lineWidth * 0.6 : lineWidth
            line.frame = DemoScenery.leading(
                CGRect(x: 14, y: 22 + CGFloat(i) * 22, width: w, height: 12),
                in: card.bounds.width, rightToLeft: rtl)
        }
    }
}

/// The systems of seed article 003: the show/hide animators of parts 3.2/3.4 (the to-view slides in
/// from the bottom-right corner, its frame opening from a point; on the way back the from-view
/// slides out there at full size) for push/pop and
/// present/dismiss, and part 4's presentation controller (right half, dimmed presenter).
package enum Seed003 {
    /// The article's demos.
    package static var demos: [Demo] {
        [
            Demo(
                name: "seed003-push",
                summary:
                    "Push slides the next screen in from the bottom-right corner (its frame opening from a point); pop slides it back out there at full size.",
                article: .seed003
            ) { makeScene(.push) },
            Demo(
                name: "seed003-present",
                summary: "The same animators for a full-screen present and dismiss.",
                article: .seed003
            ) { makeScene(.present) },
            Demo(
                name: "seed003-presentation-controller",
                summary:
                    "MoPresentationController: the screen takes the right half over a 40% black dimming view that fades in and out.",
                article: .seed003
            ) { makeScene(.presentationController) },
        ]
    }

    @MainActor
    static func makeScene(_ mode: TransitionHomeViewController.Mode) -> DemoScene {
        let home = TransitionHomeViewController()
        home.mode = mode
        let window = DemoScenery.window(
            showing: home, navigationTitle: mode == .push ? "Colours" : nil)
        let tile = home.tiles[0]
        let tapPoint = tile.convert(CGPoint(x: tile.bounds.midX, y: tile.bounds.midY), to: window)
        let steps = DemoStep.roundTrip(
            "tap Teal",
            { window.touchSynthesizer.tap(at: tapPoint) },
            back: mode == .push ? "pop" : "dismiss(animated:)",
            {
                if mode == .push {
                    home.navigationController?.popViewController(animated: true)
                } else {
                    home.presentedViewController?.dismiss(animated: true)
                }
            })
        let scene = DemoScene(window: window, steps: steps, retaining: [home])
        // Start and end show the grid: the pink tile (top right), the white background between
        // tiles, the yellow tile (bottom left).
        let pink = home.tiles[1]
        let yellow = home.tiles[2]
        let pinkPoint = pink.convert(CGPoint(x: 20, y: 20), to: window)
        let yellowPoint = yellow.convert(CGPoint(x: 20, y: 20), to: window)
        let gap = CGPoint(x: window.bounds.midX, y: tapPoint.y)
        scene.probes.start = [
            (pinkPoint, .systemPink), (yellowPoint, .systemYellow), (gap, .white),
        ]
        scene.probes.end = scene.probes.start
        return scene
    }
}

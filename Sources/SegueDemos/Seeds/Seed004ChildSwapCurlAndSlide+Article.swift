// Seed 004 ("自定义 children view controller 动画"): a container controller swapping a red and a
// blue child through an empty custom segue, in current Swift names and as close to the text as
// Swift 6 allows. The storyboard is built in code. `ContainerController.slides` picks the article's
// first version (.transitionCurlUp) or its final one (slide from the left for segue1, from the
// right for segue2, .curveEaseOut).
// Article text: Docs/Articles/004_971944d020e3f45b.txt.
import Foundation
import OpenUIKit

class EmptySegue: UIStoryboardSegue {
    override func perform() {

    }
}

class FirstController: UIViewController {}
class SecondController: UIViewController {}

class ContainerController: UIViewController {
    let segue1 = "FirstController"
    let segue2 = "SecondController"
    var currentSegue: String?
    /// false: the article's page curl; true: its final sliding version.
    var slides = false
    /// The segments, from the leading edge.
    private let frames = LeadingFrames()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        frames.apply()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        currentSegue = segue1
        self.performSegue(withIdentifier: currentSegue!, sender: nil)
    }

    func swapViewControllers() {
        currentSegue = (currentSegue == segue1) ? segue2 : segue1
        performSegue(withIdentifier: currentSegue!, sender: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let destVC = segue.destination
        // 1
        if self.children.count > 0 {
            if slides {
                slideFromViewController(fromViewController: children[0], toViewController: destVC)
            } else {
                swapFromViewController(fromViewController: children[0], toViewController: destVC)
            }
        } else {  // 2
            addChild(destVC)
            destVC.view.frame = CGRect(
                x: 0, y: 0, width: self.view.frame.size.width, height: self.view.frame.size.height)
            // 3
            self.view.addSubview(destVC.view)
            destVC.didMove(toParent: self)
        }
    }

    func swapFromViewController(
        fromViewController: UIViewController, toViewController: UIViewController
    ) {
        // 1
        toViewController.view.frame = CGRect(
            x: 0, y: 0, width: self.view.frame.size.width, height: self.view.frame.size.height)
        // 2
        fromViewController.willMove(toParent: nil)
        // 3
        addChild(toViewController)
        // 4
        transition(
            from: fromViewController, to: toViewController, duration: 0.4,
            options: .transitionCurlUp, animations: nil
        ) { finished in
            // 5
            fromViewController.removeFromParent()
            toViewController.didMove(toParent: self)
        }
    }

    /// The article's final `swapFromViewController`: no built-in effect, frames moved in the
    /// animations block, segue1 pushed in from the left and segue2 from the right, ease-out.
    func slideFromViewController(
        fromViewController: UIViewController, toViewController: UIViewController
    ) {
        let view = self.view!
        // 如果导航到 FirstController（也就是 toViewController 就是 FirstController）
        if currentSegue == segue1 {
            toViewController.view.frame = CGRect(
                x: 0 - view.frame.width, y: 0, width: view.frame.width,
                height: self.view.frame.height)
        } else {
            toViewController.view.frame = CGRect(
                x: view.frame.width, y: 0, width: view.frame.width, height: self.view.frame.height)
        }
        fromViewController.willMove(toParent: nil)
        addChild(toViewController)
        transition(
            from: fromViewController, to: toViewController, duration: 0.4, options: .curveEaseOut,
            animations: { () -> Void in
                if self.currentSegue == self.segue1 {  // 如果导航到 FirstController
                    fromViewController.view.frame = CGRect(
                        x: self.view.frame.width, y: 0, width: self.view.frame.width,
                        height: self.view.frame.height)
                } else {
                    fromViewController.view.frame = CGRect(
                        x: 0 - self.view.frame.width, y: 0, width: self.view.frame.width,
                        height: self.view.frame.height)
                }
                toViewController.view.frame = CGRect(
                    x: 0, y: 0, width: self.view.frame.width, height: self.view.frame.height)
            }
        ) { finished in
            fromViewController.removeFromParent()
            toViewController.didMove(toParent: self)
        }
    }
}

/// The article's `ViewController`: a segmented control over a container view that embeds
/// `ContainerController`.
class SwitchViewController: UIViewController {
    var containerVC: ContainerController?
    let containerView = UIView()
    /// The segmented control's two segments (views standing in for UISegmentedControl).
    private(set) var segments: [UIView] = []
    var slides = false
    /// The segments, from the leading edge.
    private let frames = LeadingFrames()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        frames.apply()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let width = view.bounds.width
        DemoScenery.titleBar("Children", in: view, width: width)
        buildSegmentedControl(width: width)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ContainerController" {
            containerVC = segue.destination as? ContainerController
            containerVC?.slides = slides
        }
    }

    func switchControllerAction(sender: AnyObject) {
        containerVC?.swapViewControllers()
    }

    var selectedSegment = 0 { didSet { paintSegments() } }

    private func buildSegmentedControl(width: CGFloat) {
        let control = UIView(
            frame: CGRect(x: 16, y: DemoScenery.barBottom + 16, width: width - 32, height: 34))
        control.backgroundColor = .systemGray5
        control.layer.cornerRadius = 9
        view.addSubview(control)
        let w = (control.bounds.width - 4) / 2
        for (i, title) in ["First", "Second"].enumerated() {
            // Segments run from the leading edge, as UISegmentedControl's do.
            let seg = UIView()
            frames.place(seg, CGRect(x: 2 + CGFloat(i) * w, y: 2, width: w, height: 30))
            seg.layer.cornerRadius = 7
            let l = DemoScenery.label(title, size: 14, weight: .semibold, alignment: .center)
            l.frame = seg.bounds
            seg.addSubview(l)
            seg.addGestureRecognizer(
                UITapGestureRecognizer { [unowned self] _ in
                    guard self.selectedSegment != i else { return }
                    self.selectedSegment = i
                    self.switchControllerAction(sender: seg)
                })
            control.addSubview(seg)
            segments.append(seg)
        }
        paintSegments()
    }

    /// The selected segment: white, and grey in the dark appearance, as a segmented control's.
    static let selectedSegmentColor = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor.systemGray2.resolvedColor(with: traits) : .white
    }

    private func paintSegments() {
        for (i, s) in segments.enumerated() {
            s.backgroundColor = i == selectedSegment ? Self.selectedSegmentColor : .clear
        }
    }
}

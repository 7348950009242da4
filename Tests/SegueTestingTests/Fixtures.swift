import OpenUIKit
import SegueTestFixtures

/// A controller filled with one colour, with a smaller square of another in its middle.
final class SwatchViewController: UIViewController {
    let fill: UIColor
    let square: UIColor
    /// Kept here because `transitioningDelegate` is weak, as in UIKit.
    var keptDelegate: UIViewControllerTransitioningDelegate?

    init(fill: UIColor, square: UIColor) {
        self.fill = fill
        self.square = square
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = fill
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        inner.backgroundColor = square
        view.addSubview(inner)
    }

    /// A full-screen controller that fades in with `FadeInAnimator` when presented.
    static func fadingIn(fill: UIColor, square: UIColor) -> SwatchViewController {
        let controller = SwatchViewController(fill: fill, square: square)
        let delegate = FadeTransitionDelegate(duration: 0.3)
        controller.keptDelegate = delegate
        controller.transitioningDelegate = delegate
        controller.modalPresentationStyle = .fullScreen
        return controller
    }
}

/// A 40×30 white view with a 20×10 blue bar and a red 10×10 square.
@MainActor
func makeSampleView() -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    view.backgroundColor = .white
    let bar = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 10))
    bar.backgroundColor = .blue
    view.addSubview(bar)
    let square = UIView(frame: CGRect(x: 25, y: 15, width: 10, height: 10))
    square.backgroundColor = .red
    square.alpha = 0.5
    view.addSubview(square)
    return view
}

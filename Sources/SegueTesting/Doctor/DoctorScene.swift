import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit

/// The doctor's transitioning and navigation delegate: hands out the armed animator and
/// interaction controller.
@MainActor
final class DoctorDelegate: NSObject, UIViewControllerTransitioningDelegate,
    UINavigationControllerDelegate
{
    var armed = false
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: UIPercentDrivenInteractiveTransition?

    private func take() -> (any UIViewControllerAnimatedTransitioning)? {
        guard armed else { return nil }
        armed = false
        return animator
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { take() }

    func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    { take() }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    { interactor }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    { interactor }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { take() }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// A plain screen of one colour that tells the probe when a transition begins.
@MainActor
final class DoctorScreen: UIViewController {
    let colour: UIColor
    weak var probe: DoctorProbe?

    init(_ colour: UIColor, probe: DoctorProbe) {
        self.colour = colour
        self.probe = probe
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        probe?.transitionWillBegin(transitionCoordinator)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        probe?.transitionWillBegin(transitionCoordinator)
    }
}

/// The window and controllers of one doctor run, set up to the moment before the action.
@MainActor
final class DoctorScene {
    let operation: TransitionDoctor.Operation
    var window: UIWindow?
    let first: DoctorScreen
    let second: DoctorScreen
    let delegate: DoctorDelegate

    init(
        _ operation: TransitionDoctor.Operation, delegate: DoctorDelegate, probe: DoctorProbe,
        style: UIModalPresentationStyle, size: CGSize
    ) {
        self.operation = operation
        self.delegate = delegate
        first = DoctorScreen(.systemBlue, probe: probe)
        second = DoctorScreen(.systemOrange, probe: probe)
        second.modalPresentationStyle = style
        second.transitioningDelegate = delegate
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        switch operation {
        case .present, .dismiss:
            window.rootViewController = first
        case .push, .pop:
            let navigation = UINavigationController(rootViewController: first)
            navigation.delegate = delegate
            window.rootViewController = navigation
        }
        window.makeKeyAndVisible()
        self.window = window
        switch operation {
        case .dismiss: first.present(second, animated: false)
        case .pop: first.navigationController?.pushViewController(second, animated: false)
        case .present, .push: break
        }
    }

    /// Starts the transition under examination.
    func act() {
        switch operation {
        case .present: first.present(second, animated: true)
        case .dismiss: first.dismiss(animated: true)
        case .push: first.navigationController?.pushViewController(second, animated: true)
        case .pop: _ = first.navigationController?.popViewController(animated: true)
        }
    }

    /// Lets the window go.
    func tearDown() {
        window?.isHidden = true
        window?.rootViewController = nil
        window = nil
    }
}

/// A weak reference to any object.
final class WeakBox {
    weak var object: AnyObject?
}

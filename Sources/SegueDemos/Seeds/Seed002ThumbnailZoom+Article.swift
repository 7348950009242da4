// Seed 002 ("UIKit 自定义模态视图弹出"): `PopAnimator` and the main controller's delegate methods,
// in current Swift names and as close to the text as Swift 6 allows; the herb list and details
// screens are built in code around them.
// Article text: Docs/Articles/002_7815c3768c9fe918.txt.
import Foundation
import OpenUIKit

class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 1.0
    var presenting = true
    var originFrame = CGRect.zero
    var dismissCompletion: (() -> Void)?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!
        containerView.addSubview(toView)
        let herbView = presenting ? toView : transitionContext.view(forKey: .from)!
        let initialFrame = presenting ? originFrame : herbView.frame
        let finalFrame = presenting ? herbView.frame : originFrame
        let xScaleFactor =
            presenting
            ? initialFrame.width / finalFrame.width : finalFrame.width / initialFrame.width
        let yScaleFactor =
            presenting
            ? initialFrame.height / finalFrame.height : finalFrame.height / initialFrame.height
        let scaleTransform = CGAffineTransform(scaleX: xScaleFactor, y: yScaleFactor)

        if presenting {
            herbView.transform = scaleTransform
            herbView.center = CGPoint(x: initialFrame.midX, y: initialFrame.midY)
            herbView.clipsToBounds = true
        }

        containerView.addSubview(toView)
        containerView.bringSubviewToFront(herbView)

        UIView.animate(
            withDuration: duration, delay: 0.0, usingSpringWithDamping: 0.4,
            initialSpringVelocity: 0.0,
            animations: {
                herbView.transform = self.presenting ? CGAffineTransform.identity : scaleTransform
                herbView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
            },
            completion: { _ in
                if !self.presenting {
                    self.dismissCompletion?()
                }
                transitionContext.completeTransition(true)
            })
    }
}

/// The herb list (the article's `ViewController`): a card per herb with its picture.
class HerbsViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let transition = PopAnimator()
    var selectedImage: UIView?
    private(set) var imageViews: [UIView] = []
    /// The last details screen shown (weak: tests check it is released).
    weak var lastDetails: UIViewController?
    /// The cards' pictures and text, from the leading edge.
    private let frames = LeadingFrames()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        frames.apply()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let width = view.bounds.width
        DemoScenery.titleBar("Herbs", in: view, width: width)
        let cardHeight: CGFloat = 112
        for (i, herb) in Herb.all.enumerated() {
            let card = UIView(
                frame: CGRect(
                    x: 16, y: DemoScenery.barBottom + 20 + CGFloat(i) * (cardHeight + 14),
                    width: width - 32, height: cardHeight))
            card.backgroundColor = DemoScenery.cardColor
            card.layer.cornerRadius = 14
            view.addSubview(card)
            let image = HerbPictureView(herb: herb)
            // The picture at the leading edge, the text after it.
            let cardWidth = card.bounds.width
            frames.place(
                image, CGRect(x: 10, y: 10, width: cardHeight - 20, height: cardHeight - 20))
            image.layer.cornerRadius = 10
            image.clipsToBounds = true
            image.isUserInteractionEnabled = true
            image.addGestureRecognizer(
                UITapGestureRecognizer { [unowned self] r in
                    self.didTapImageView(r.view!, herb: herb)
                })
            card.addSubview(image)
            imageViews.append(image)
            let name = DemoScenery.label(herb.name, size: 20, weight: .semibold)
            frames.place(
                name,
                CGRect(x: cardHeight + 4, y: 18, width: cardWidth - cardHeight - 16, height: 26))
            card.addSubview(name)
            let text = DemoScenery.label(
                herb.description, size: 14, color: .secondaryLabel, lines: 2)
            frames.place(
                text,
                CGRect(x: cardHeight + 4, y: 48, width: cardWidth - cardHeight - 16, height: 44))
            card.addSubview(text)
        }
        transition.dismissCompletion = {
            self.selectedImage!.isHidden = false
        }
    }

    func didTapImageView(_ imageView: UIView, herb: Herb) {
        selectedImage = imageView
        let herbDetails = HerbDetailsViewController()
        herbDetails.herb = herb
        herbDetails.transitioningDelegate = self
        // The article predates iOS 13, whose default was full screen (now .automatic = a sheet).
        herbDetails.modalPresentationStyle = .fullScreen
        lastDetails = herbDetails
        present(herbDetails, animated: true, completion: nil)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        transition.originFrame = selectedImage!.superview!.convert(selectedImage!.frame, to: nil)

        transition.presenting = true
        selectedImage!.isHidden = true

        return transition
    }

    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        transition.presenting = false
        return transition
    }
}

/// The herb's details: its picture filling the top, the name and a description below.
class HerbDetailsViewController: UIViewController {
    var herb = Herb.all[0]
    private(set) var imageView: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let width = view.bounds.width
        let height = view.bounds.height
        let image = HerbPictureView(herb: herb)
        image.frame = CGRect(x: 0, y: 0, width: width, height: (height * 0.48).rounded())
        image.clipsToBounds = true
        view.addSubview(image)
        imageView = image
        let name = DemoScenery.label(herb.name, size: 34, weight: .bold)
        name.frame = CGRect(x: 20, y: image.frame.maxY + 20, width: width - 40, height: 42)
        view.addSubview(name)
        let text = DemoScenery.label(herb.description, size: 17, color: .secondaryLabel, lines: 0)
        text.frame = CGRect(x: 20, y: image.frame.maxY + 70, width: width - 40, height: 70)
        view.addSubview(text)
        DemoScenery.paragraph(
            in: view, x: 20, top: image.frame.maxY + 160, width: width - 40, lines: 5)
    }
}

// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/UIKitDelegates.swift: edit that file, not this one.
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/UIKitDelegates.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit

/// A container that asks its delegates as UIKit asks them, through their optional methods.
final class CardContainerViewController: UIViewController {
    weak var cardDelegate: UIViewControllerTransitioningDelegate?
    weak var panDelegate: UIGestureRecognizerDelegate?
    private(set) var animator: UIViewControllerAnimatedTransitioning?

    func prepare(for card: UIViewController) {
        animator = cardDelegate?.animationController(forPresented: card, presenting: self, source: self)
    }

    func shouldBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        panDelegate?.gestureRecognizerShouldBegin(pan) ?? true
    }
}
#sourceLocation()

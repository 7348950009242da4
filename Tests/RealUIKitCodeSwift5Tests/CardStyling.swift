import OpenUIKit

// App code as Swift 5 projects write it, compiled in the Swift 5 language mode (see
// Package.swift). None of it says `@MainActor`: against the iOS SDK it compiles without a
// diagnostic, and so it must here (Docs/Porting.md, "Swift 5 language mode").

/// A helper outside any class that styles a view: a nonisolated function touching main-actor
/// state, which Swift 5 apps do everywhere.
func styleAsCard(_ view: UIView, cornerRadius: CGFloat = 12) {
    view.backgroundColor = .white
    view.layer.cornerRadius = cornerRadius
    view.layer.shadowOpacity = 0.2
    view.layer.shadowOffset = CGSize(width: 0, height: 4)
}

/// A card that tears down what it set up in `deinit`, as UIKit code does.
final class CardViewController: UIViewController {
    let card = UIView()
    let dismissPan = UIPanGestureRecognizer()
    private(set) var styled = false

    override func viewDidLoad() {
        super.viewDidLoad()
        styleAsCard(card)
        styled = true
        card.addGestureRecognizer(dismissPan)
        view.addSubview(card)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        card.frame = view.bounds.insetBy(dx: 16, dy: 100)
    }

    deinit {
        dismissPan.view?.removeGestureRecognizer(dismissPan)
    }
}

// Issue 25 part 4: what iOS 26 added to the motions apps ship — the back swipe from the middle of
// the content, the zoom out of a bar button item, and an alert shown in the middle of a custom
// presentation.
import Foundation
@_spi(Testing) import OpenUIKit
import Segue

/// The demos of UIKit as it is today (issue 25), in gallery order.
package enum TodayDemos {
    /// The demos, in gallery order.
    package static var demos: [Demo] { [contentBackSwipe, barButtonZoom, alertInCustomFlow] }

    static let article = DemoArticle(
        id: "today", title: "UIKit as it is today: iOS 17–26 (issue 25)", file: "")

    /// A message pushed over a mailbox; a finger swipes right from the middle of the message
    /// (not from the edge) and the message pops under it.
    package static var contentBackSwipe: Demo {
        Demo(
            name: "content-back-swipe",
            summary:
                "iOS 26's interactiveContentPopGestureRecognizer: a swipe that starts in the middle of the content pops the message under the finger, as the edge swipe does.",
            article: article,
            adoption: "nav.interactiveContentPopGestureRecognizer (on by default in iOS 26)"
        ) { makeContentBackSwipeScene() }
    }

    /// A compose screen grows out of the "New" bar button item and shrinks back into it.
    package static var barButtonZoom: Demo {
        Demo(
            name: "bar-button-zoom",
            summary:
                "iOS 26's zoom from a bar button item: tapping New grows the compose screen out of the item in the navigation bar; back shrinks it into the item again.",
            article: article,
            adoption: "compose.preferredTransition = .zoom { _ in newItem }"
        ) { makeBarButtonZoomScene() }
    }

    /// A card presented with a catalogue transition asks for confirmation with an alert; the
    /// chosen action dismisses the alert, then the card.
    package static var alertInCustomFlow: Demo {
        Demo(
            name: "alert-in-custom-flow",
            summary:
                "A UIAlertController presented in the middle of a custom presentation: a card that came up with Segue's .cover(.up) shows an alert, and its Discard action dismisses the alert, then the card.",
            article: article,
            adoption:
                "card.present(UIAlertController(title:message:preferredStyle: .alert), animated: true)"
        ) { makeAlertScene() }
    }

    /// Where the content back swipe starts and ends, as fractions of the window's width, and the
    /// height it runs at.
    static let swipeStart: CGFloat = 0.35
    static let swipeEnd: CGFloat = 0.95
    static let swipeY: CGFloat = 460
    /// How long the finger takes, in seconds.
    static let swipeDuration: TimeInterval = 0.5

    @MainActor
    static func makeContentBackSwipeScene() -> DemoScene {
        let mailbox = MailboxViewController()
        let nav = UINavigationController(rootViewController: mailbox)
        DemoScenery.decorate(nav, title: "Inbox")
        let window = DemoScenery.window(root: nav)
        nav.pushViewController(MessageViewController(), animated: false)
        window.layoutIfNeeded()
        let w = window.bounds.width
        // The swipe goes toward the trailing edge: leftward right-to-left, mirrored.
        let rtl = window.traitCollection.layoutDirection == .rightToLeft
        let start = rtl ? w * (1 - swipeStart) : w * swipeStart
        let end = rtl ? w * (1 - swipeEnd) : w * swipeEnd
        let steps: [DemoStep] = [
            .wait(0.3),
            .perform(
                rtl
                    ? "swipe left from the middle of the content"
                    : "swipe right from the middle of the content",
                {
                    window.touchSynthesizer.drag(
                        from: CGPoint(x: start, y: swipeY), to: CGPoint(x: end, y: swipeY),
                        duration: swipeDuration)
                }),
            .settle(timeout: 3), .wait(0.4),
        ]
        return DemoScene(window: window, steps: steps, retaining: [nav])
    }

    @MainActor
    static func makeBarButtonZoomScene() -> DemoScene {
        let mailbox = MailboxViewController()
        let nav = UINavigationController(rootViewController: mailbox)
        DemoScenery.decorate(nav, title: "Inbox")
        let window = DemoScenery.window(root: nav)
        let newItem = UIBarButtonItem(title: "New", style: .done)
        newItem.handler = { [weak nav] item in
            let compose = ComposeViewController()
            compose.preferredTransition = .zoom { _ in item }
            nav?.pushViewController(compose, animated: true)
        }
        mailbox.navigationItem.rightBarButtonItem = newItem
        window.layoutIfNeeded()
        let steps = DemoStep.roundTrip(
            "tap New",
            {
                guard let view = newItem.view else { return }
                window.touchSynthesizer.tap(
                    at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
            }, back: "popViewController(animated:)", { nav.popViewController(animated: true) })
        return DemoScene(window: window, steps: steps, retaining: [nav, newItem])
    }

    @MainActor
    static func makeAlertScene() -> DemoScene {
        let home = MailboxViewController()
        home.title = "Inbox"
        let window = DemoScenery.window(showing: home, navigationTitle: "Inbox")
        let card = ComposeViewController()
        var discardPoint = CGPoint.zero
        let steps: [DemoStep] = [
            .wait(0.3),
            .perform(
                "present(card, transition: .cover(.up))",
                { home.present(card, transition: .cover(.up), interactive: false) }),
            .settle(timeout: 3), .wait(0.3),
            .perform(
                "card.present(alert)",
                {
                    let alert = UIAlertController(
                        title: "Discard this draft?", message: "The message has not been sent.",
                        preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
                    alert.addAction(
                        UIAlertAction(title: "Discard", style: .destructive) { _ in
                            card.dismiss(animated: true)
                        })
                    card.present(alert, animated: true)
                }),
            .settle(timeout: 3), .wait(0.4),
            .perform(
                "tap Discard",
                {
                    discardPoint = alertDiscardPoint(in: window) ?? discardPoint
                    window.touchSynthesizer.tap(at: discardPoint)
                }),
            .settle(timeout: 3), .wait(0.4),
        ]
        return DemoScene(window: window, steps: steps, retaining: [home, card])
    }

    /// The centre of the alert's right-hand action (Discard: the cancel action sits on the left
    /// when the two fit side by side), found as the lowest-right label reading "Discard".
    @MainActor
    static func alertDiscardPoint(in window: UIWindow) -> CGPoint? {
        var found: UILabel?
        func walk(_ v: UIView) {
            if let l = v as? UILabel, l.text == "Discard", l.window != nil { found = l }
            for s in v.subviews { walk(s) }
        }
        walk(window)
        guard let label = found else { return nil }
        return label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: window)
    }
}

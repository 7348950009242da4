import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// `UIAlertController` and Dynamic Type: the title is the headline style, the message the
/// footnote, the actions the body (title 3 in an action sheet), at the window's text size; at
/// an accessibility size two actions stack; a card taller than the safe area allows (less
/// 16 pt above and below) scrolls its content; a new text size lays the shown alert out again
/// (Docs/Behaviour-traits.md, "Alerts and Dynamic Type"). Sizes are Apple's type ramp.
@MainActor
@Suite struct AlertDynamicTypeTests {
    /// A presenter in a shown window with the text size `category` (iPhone 15: 393 × 852 pt,
    /// safe area 59 and 34 pt).
    func presenter(_ category: UIContentSizeCategory) -> (UIViewController, UIWindow) {
        let root = UIViewController()
        let window = UIWindow()
        window.traitOverrides.preferredContentSizeCategory = category
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        return (root, window)
    }

    func alert(
        _ message: String = "It cannot be undone.", _ style: UIAlertController.Style = .alert,
        actions: [(String, UIAlertAction.Style)] = [("Cancel", .cancel), ("Delete", .destructive)]
    ) -> UIAlertController {
        let alert = UIAlertController(title: "Delete?", message: message, preferredStyle: style)
        for (title, style) in actions { alert.addAction(UIAlertAction(title: title, style: style)) }
        return alert
    }

    /// The label showing `text` under `view`.
    func label(_ text: String, in view: UIView) -> UILabel? {
        if let label = view as? UILabel, label.text == text { return label }
        for subview in view.subviews {
            if let found = label(text, in: subview) { return found }
        }
        return nil
    }

    func scrollView(in view: UIView) -> UIScrollView? {
        if let scroll = view as? UIScrollView { return scroll }
        for subview in view.subviews {
            if let found = scrollView(in: subview) { return found }
        }
        return nil
    }

    /// The frame of the label showing `text`, in window coordinates.
    func frame(_ text: String, in alert: UIAlertController) -> CGRect {
        guard let l = label(text, in: alert.view) else { return .null }
        return l.convert(l.bounds, to: nil)
    }

    @Test(arguments: [
        (UIContentSizeCategory.large, CGFloat(17), CGFloat(13), CGFloat(17)),
        (.extraExtraExtraLarge, 23, 19, 23),
        (.accessibilityExtraExtraExtraLarge, 53, 44, 53),
    ])
    func anAlertsTextFollowsTheTextSize(
        category: UIContentSizeCategory, headline: CGFloat, footnote: CGFloat, body: CGFloat
    ) throws {
        let (root, window) = presenter(category)
        defer { window.isHidden = true }
        let shown = alert()
        root.present(shown, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        let title = try #require(label("Delete?", in: shown.view))
        let message = try #require(label("It cannot be undone.", in: shown.view))
        let cancel = try #require(label("Cancel", in: shown.view))
        let delete = try #require(label("Delete", in: shown.view))
        #expect(title.font == .systemFont(ofSize: headline, weight: .semibold))
        #expect(message.font == .systemFont(ofSize: footnote))
        #expect(cancel.font == .systemFont(ofSize: body, weight: .semibold), "cancel is bold")
        #expect(delete.font == .systemFont(ofSize: body))
        #expect(shown.view.frame.width == 270)
    }

    @Test func twoActionsSitSideBySideUntilAnAccessibilitySizeStacksThem() {
        for category in [UIContentSizeCategory.large, .extraExtraExtraLarge] {
            let (root, window) = presenter(category)
            let shown = alert()
            root.present(shown, animated: false)
            _ = UIApplication.shared.runUntilIdle()
            let cancel = frame("Cancel", in: shown)
            let delete = frame("Delete", in: shown)
            #expect(abs(cancel.midY - delete.midY) < 0.5, "\(category): one row")
            #expect(cancel.midX < delete.midX, "\(category): cancel on the left")
            window.isHidden = true
        }
        let (root, window) = presenter(.accessibilityMedium)
        defer { window.isHidden = true }
        let shown = alert()
        root.present(shown, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        let cancel = frame("Cancel", in: shown)
        let delete = frame("Delete", in: shown)
        #expect(delete.maxY <= cancel.minY, "stacked, cancel last")
        #expect(abs(cancel.midX - delete.midX) < 0.5)
    }

    @Test func anAlertTallerThanTheSafeAreaScrollsItsContent() throws {
        let (root, window) = presenter(.accessibilityExtraExtraExtraLarge)
        defer { window.isHidden = true }
        let long = String(repeating: "This cannot be undone. ", count: 12)
        let shown = alert(long)
        root.present(shown, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        let safe = window.safeAreaInsets
        #expect(safe.top == 59 && safe.bottom == 34)
        #expect(abs(shown.view.frame.minY - (59 + 16)) < 0.01)
        #expect(abs(shown.view.frame.height - (852 - 59 - 34 - 32)) < 0.01)
        let scroll = try #require(scrollView(in: shown.view))
        #expect(scroll.frame.height == shown.view.frame.height)
        #expect(scroll.contentSize.height > scroll.frame.height + 200)
        let cancel = frame("Cancel", in: shown)
        #expect(cancel.minY > shown.view.frame.maxY, "the actions are below, scrolled to")
        scroll.contentOffset.y = scroll.contentSize.height - scroll.bounds.height
        let scrolled = frame("Cancel", in: shown)
        #expect(scrolled.maxY <= shown.view.frame.maxY && scrolled.minY >= shown.view.frame.minY)
    }

    @Test func aShownAlertIsLaidOutAgainWhenTheTextSizeChanges() throws {
        let (root, window) = presenter(.large)
        defer { window.isHidden = true }
        let shown = alert()
        root.present(shown, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        let before = shown.view.frame
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.layoutIfNeeded()
        let title = try #require(label("Delete?", in: shown.view))
        #expect(title.font.pointSize == 53)
        #expect(shown.view.frame.height > before.height + 100)
        #expect(abs(shown.view.frame.midY - 426) <= 0.5, "centred again")
        let cancel = frame("Cancel", in: shown)
        let delete = frame("Delete", in: shown)
        #expect(delete.maxY <= cancel.minY, "stacked now")
        window.traitOverrides.preferredContentSizeCategory = .large
        window.layoutIfNeeded()
        #expect(shown.view.frame == before)
    }

    @Test(arguments: [
        (UIContentSizeCategory.large, CGFloat(13), CGFloat(20)),
        (.extraExtraExtraLarge, 19, 26),
        (.accessibilityExtraExtraExtraLarge, 44, 55),
    ])
    func anActionSheetsTextFollowsTheTextSize(
        category: UIContentSizeCategory, footnote: CGFloat, title3: CGFloat
    ) throws {
        let (root, window) = presenter(category)
        defer { window.isHidden = true }
        let sheet = alert(
            "Choose one.", .actionSheet,
            actions: [("Copy", .default), ("Delete", .destructive), ("Cancel", .cancel)])
        root.present(sheet, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        let title = try #require(label("Delete?", in: sheet.view))
        let message = try #require(label("Choose one.", in: sheet.view))
        let copy = try #require(label("Copy", in: sheet.view))
        let cancel = try #require(label("Cancel", in: sheet.view))
        #expect(title.font.pointSize == footnote)
        #expect(message.font.pointSize == footnote)
        #expect(copy.font.pointSize == title3 && cancel.font.pointSize == title3)
        #expect(abs(sheet.view.frame.maxY - (852 - 34)) < 0.01, "above the home indicator")
        let cancelFrame = frame("Cancel", in: sheet)
        #expect(
            cancelFrame.maxY <= 852 - 34 + 0.01
                && cancelFrame.minY > frame("Delete", in: sheet).maxY)
    }

    @Test func aTallActionSheetScrollsItsActionsAndKeepsCancelBelow() throws {
        let (root, window) = presenter(.accessibilityExtraExtraExtraLarge)
        defer { window.isHidden = true }
        let titles = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight"]
        let sheet = alert(
            "Choose one.", .actionSheet,
            actions: titles.map { ($0, .default) } + [("Cancel", .cancel)])
        root.present(sheet, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        #expect(abs(sheet.view.frame.minY - (59 + 8)) < 0.01)
        #expect(abs(sheet.view.frame.maxY - (852 - 34)) < 0.01)
        let scroll = try #require(scrollView(in: sheet.view))
        #expect(scroll.contentSize.height > scroll.bounds.height)
        let cancel = frame("Cancel", in: sheet)
        #expect(
            cancel.maxY <= 852 - 34 + 0.01
                && cancel.minY > scroll.convert(scroll.bounds, to: nil).maxY)
    }
}

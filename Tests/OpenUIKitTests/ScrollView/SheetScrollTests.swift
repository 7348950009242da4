import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A scroll view inside a sheet: a drag down at the top moves the sheet, anywhere else scrolls; a
/// drag up expands the sheet before it scrolls (`prefersScrollingExpandsWhenScrolledToEdge`).
@MainActor
@Suite struct SheetScrollTests {
    /// A page sheet with medium and large detents whose controller's view is a 3,000 pt list.
    private func listSheet(at detent: UISheetPresentationController.Detent.Identifier) -> (
        UIScrollView, UISheetPresentationController, UIWindow
    ) {
        let presenter = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let list = UIViewController()
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        list.view = scrollView
        list.modalPresentationStyle = .pageSheet
        let sheet = list.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = detent
        presenter.present(list, animated: false)
        UIApplication.shared.runUntilIdle()
        return (scrollView, sheet, window)
    }

    /// A slow vertical drag of `dy` points starting at `y`, held before the lift.
    private func drag(in window: UIWindow, fromY y: CGFloat, by dy: CGFloat) {
        let fingers = window.touchSynthesizer
        fingers.touchDown(at: CGPoint(x: 200, y: y))
        for i in 1...20 { fingers.move(to: CGPoint(x: 200, y: y + dy * CGFloat(i) / 20)) }
        fingers.wait(0.3)
        fingers.touchUp()
        UIApplication.shared.runUntilIdle()
    }

    @Test func aDragUpAtTheMediumDetentExpandsTheSheetInsteadOfScrolling() {
        let (scrollView, sheet, window) = listSheet(at: .medium)
        drag(in: window, fromY: 700, by: -300)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(scrollView.contentOffset.y == -scrollView.adjustedContentInset.top)
    }

    @Test func withoutTheExpansionPreferenceADragUpScrolls() {
        let (scrollView, sheet, window) = listSheet(at: .medium)
        sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        let start = scrollView.contentOffset.y
        drag(in: window, fromY: 700, by: -200)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(abs(scrollView.contentOffset.y - (start + 200)) < 0.5)
    }

    @Test func atTheLargeDetentADragUpScrolls() {
        let (scrollView, sheet, window) = listSheet(at: .large)
        let start = scrollView.contentOffset.y
        drag(in: window, fromY: 600, by: -200)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(abs(scrollView.contentOffset.y - (start + 200)) < 0.5)
    }

    @Test func aDragDownAtTheTopMovesTheSheetDown() {
        let (scrollView, sheet, window) = listSheet(at: .large)
        let top = scrollView.contentOffset
        drag(in: window, fromY: 300, by: 300)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(scrollView.contentOffset == top)
    }

    @Test func aDragDownOnScrolledContentScrollsIt() {
        let (scrollView, sheet, window) = listSheet(at: .large)
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        drag(in: window, fromY: 300, by: 200)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(abs(scrollView.contentOffset.y - 300) < 0.5)
    }
}

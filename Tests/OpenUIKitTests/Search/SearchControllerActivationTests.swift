import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Activating a search controller in a large-title bar: the calls in order, the bar sliding up
/// so the search bar sits under the status bar, the Cancel button, the dimming, and Cancel
/// running it all back. Timings: Docs/Behaviour-today.md, "Search in the navigation bar".
@MainActor
@Suite struct SearchControllerActivationTests {
    @Test func tappingTheFieldActivatesInUIKitsOrder() {
        let (_, _, search, recorder, w) = makeSearchStack()
        w.touchSynthesizer.tap(at: search.searchBar.searchTextField.centreInWindow)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            recorder.calls == [
                "shouldBeginEditing", "willPresent", "didBeginEditing", "update()", "didPresent",
            ])
        #expect(search.isActive)
        #expect(search.searchBar.searchTextField.isFirstResponder)
        #expect(search.presentingViewController === search.searchBar.window?.rootViewController)
    }

    @Test func typingUpdatesTheResultsOnEveryChangeAndShowsTheResultsController() {
        let results = UIViewController()
        let (_, _, search, recorder, w) = makeSearchStack(results: results)
        w.touchSynthesizer.tap(at: search.searchBar.searchTextField.centreInWindow)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(search.isActive && results.view.isHidden)
        recorder.calls.removeAll()
        search.searchBar.searchTextField.insertText("m")
        search.searchBar.searchTextField.insertText("a")
        search.searchBar.searchTextField.deleteBackward()
        #expect(
            recorder.calls == [
                "textDidChange(m)", "update(m)", "textDidChange(ma)", "update(ma)",
                "textDidChange(m)", "update(m)",
            ])
        #expect(search.showsSearchResultsController)
        #expect(!results.view.isHidden)
        // The results fill the screen below the slid-up bar (59 + 52).
        #expect(results.view.convert(results.view.bounds, to: nil).minY == 111)
        // The return key is the Search button.
        search.searchBar.searchTextField.insertText("\n")
        #expect(recorder.calls.last == "searchClicked")
    }

    @Test func settingIsActiveInCodePresentsWithoutEditing() {
        let (_, _, search, recorder, _) = makeSearchStack()
        search.isActive = true
        #expect(recorder.calls == ["willPresent", "update()"])
        #expect(UIApplication.shared.runUntilIdle())
        #expect(recorder.calls == ["willPresent", "update()", "didPresent"])
        #expect(!search.searchBar.searchTextField.isFirstResponder)
        search.isActive = false
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            recorder.calls.suffix(3) == ["willDismiss", "update()", "didDismiss"])
        #expect(search.presentingViewController == nil)
    }

    @Test func activationSlidesTheBarUpShowsCancelAndDimsAtZeroHalfAndFullTime() {
        let (nav, _, search, _, w) = makeSearchStack()
        let bar = nav.navigationBar
        let cancel = search.searchBar.cancelButton
        search.isActive = true
        UIApplication.shared.advance(by: 0)  // the presentation starts on the next turn
        let dim = search.dimmingView
        // 0 %: the bar where it was, no dimming, no Cancel.
        #expect(abs(bar.shownFrameInWindow.minY - 59) < 0.5)
        #expect((dim.layer.presentation()?.opacity ?? 1) < 0.01)
        #expect((cancel.layer.presentation()?.opacity ?? 1) < 0.01)
        // About 50 % (its first frame comes a frame after the turn it starts on): the bar up by
        // as much of the row and large title (96 pt) as the dimming and Cancel have faded in.
        UIApplication.shared.advance(by: 0.175)
        var progress = Double(dim.layer.presentation()?.opacity ?? 0)
        #expect(progress > 0.4 && progress < 0.6)
        #expect(abs((59 - Double(bar.shownFrameInWindow.minY)) / 96 - progress) < 0.01)
        #expect(abs(Double(cancel.layer.presentation()?.opacity ?? 0) - progress) < 0.01)
        // 100 %: the search strip right under the status bar, the field shortened for Cancel.
        #expect(UIApplication.shared.runUntilIdle())
        #expect(bar.frame.minY == -37)
        #expect(bar.titleLabel.alpha == 0 && bar.largeTitleView.alpha == 0)
        let field = search.searchBar.searchTextField.convert(
            search.searchBar.searchTextField.bounds, to: nil)
        #expect(field.minY == 67)
        let cancelWidth = ceil(cancel.intrinsicContentSize.width)
        #expect(field.width == w.bounds.width - 32 - cancelWidth - 8)
        #expect(cancel.convert(cancel.bounds, to: nil).minX == field.maxX + 8)
        #expect(cancel.alpha == 1 && dim.alpha == 1)
        #expect(dim.convert(dim.bounds, to: nil).minY == 111)
        // The bar's background still reaches the top of the screen.
        #expect(bar.barBackground.convert(bar.barBackground.bounds, to: nil).minY <= 0)
        // Deactivating runs it back: 50 % and 100 %.
        search.isActive = false
        UIApplication.shared.advance(by: 0)
        UIApplication.shared.advance(by: 0.175)
        progress = 1 - Double(dim.layer.presentation()?.opacity ?? 0)
        #expect(progress > 0.4 && progress < 0.6)
        #expect(abs(1 - (59 - Double(bar.shownFrameInWindow.minY)) / 96 - progress) < 0.01)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(bar.frame.minY == 59)
    }

    @Test func cancelRunsItBackInUIKitsOrder() {
        let (nav, _, search, recorder, w) = makeSearchStack()
        let bar = nav.navigationBar
        w.touchSynthesizer.tap(at: search.searchBar.searchTextField.centreInWindow)
        #expect(UIApplication.shared.runUntilIdle())
        search.searchBar.searchTextField.insertText("x")
        recorder.calls.removeAll()
        w.touchSynthesizer.tap(at: search.searchBar.cancelButton.centreInWindow)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            recorder.calls == [
                "cancelClicked", "willDismiss", "didEndEditing", "update()", "didDismiss",
            ])
        #expect(!search.isActive && search.searchBar.text == "")
        #expect(bar.frame == CGRect(x: 0, y: 59, width: w.bounds.width, height: 148))
        #expect(bar.titleLabel.alpha == 0 && bar.largeTitleView.alpha == 1)
        #expect(search.searchBar.cancelButton.alpha == 0)
        #expect(search.searchBar.searchTextField.frame.width == w.bounds.width - 32)
        #expect(search.viewIfLoaded?.window == nil)
    }

    @Test func withoutHidingTheBarOrObscuringTheBarStaysAndNothingDims() {
        let (nav, _, search, _, _) = makeSearchStack()
        search.hidesNavigationBarDuringPresentation = false
        search.obscuresBackgroundDuringPresentation = false
        search.isActive = true
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.navigationBar.frame.minY == 59)
        #expect(search.dimmingView.alpha == 0)
        #expect(search.searchBar.cancelButton.alpha == 1)
    }

    @Test func theContextDefiningListPresentsTheSearchAndAPushFromTheResultsGoesOnItsStack() {
        let results = UIViewController()
        let (nav, list, search, _, _) = makeSearchStack(results: results)
        list.definesPresentationContext = true
        search.isActive = true
        #expect(UIApplication.shared.runUntilIdle())
        #expect(search.presentingViewController === list)
        let detail = UIViewController()
        detail.title = "Message"
        results.show(detail, sender: nil)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.topViewController === detail)
        #expect(nav.viewControllers.count == 2)
        // The search stays with the list, hidden with it, and shows again after the pop.
        #expect(search.isActive)
        #expect(search.view.superview?.isHidden == true)
        #expect(nav.navigationBar.frame.minY == 59)
        nav.popViewController(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(search.isActive && search.view.window != nil)
        #expect(search.view.superview?.isHidden == false)
    }
}

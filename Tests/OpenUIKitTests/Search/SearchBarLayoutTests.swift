import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A standalone `UISearchBar`: its 56 pt height, the 36 pt field 8 pt in from its sides, the
/// Cancel button, the scope bar, the clear button while editing, the styles, and the mirrored
/// layout right to left (Docs/Behaviour-today.md, "Search in the navigation bar").
@MainActor
@Suite struct SearchBarLayoutTests {
    func bar(rightToLeft: Bool = false) -> (UISearchBar, UIWindow) {
        let vc = UIViewController()
        let bar = UISearchBar()
        vc.view.addSubview(bar)
        let w = makeWindow(root: vc)
        if rightToLeft { w.traitOverrides.layoutDirection = .rightToLeft }
        UIApplication.shared.runUntilIdle()
        bar.frame = CGRect(x: 0, y: 100, width: 393, height: bar.intrinsicContentSize.height)
        bar.layoutIfNeeded()
        return (bar, w)
    }

    @Test func aSearchBarIs56PointsWithA36PointFieldEightPointsIn() {
        let (bar, _) = bar()
        #expect(bar.intrinsicContentSize.height == 56)
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 377, height: 36))
        #expect(bar.searchTextField.layer.cornerRadius == 10)
        #expect(bar.searchTextField.backgroundColor == .tertiarySystemFill)
        #expect(bar.placeholder == nil && bar.searchTextField.placeholder == "Search")
        bar.placeholder = "Mail"
        #expect(bar.searchTextField.placeholder == "Mail")
        // The text starts after the glass (8 + 20 + 4).
        #expect(bar.searchTextField.textRect(forBounds: bar.searchTextField.bounds).minX == 32)
        #expect(bar.searchTextField.glassView.frame.minX == 8)
    }

    @Test func theCancelButtonShortensTheFieldAndSlidesInWhenAnimated() {
        let (bar, _) = bar()
        let cancelWidth = ceil(bar.cancelButton.intrinsicContentSize.width)
        bar.setShowsCancelButton(true, animated: true)
        #expect(bar.showsCancelButton)
        UIApplication.shared.advance(by: 0.125)
        let mid = bar.cancelButton.layer.presentation()!
        #expect(mid.opacity > 0.1 && mid.opacity < 0.9)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(bar.searchTextField.frame.width == 377 - cancelWidth - 8)
        #expect(bar.cancelButton.frame.minX == bar.searchTextField.frame.maxX + 8)
        #expect(bar.cancelButton.alpha == 1)
        bar.setShowsCancelButton(false, animated: false)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame.width == 377)
        #expect(bar.cancelButton.alpha == 0)
    }

    @Test func rightToLeftTheFieldsGlassAndTheCancelButtonAreMirrored() {
        let (bar, _) = bar(rightToLeft: true)
        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        bar.searchTextField.layoutIfNeeded()
        let field = bar.searchTextField
        #expect(bar.cancelButton.frame.minX == 8)
        #expect(field.frame.maxX == 385)
        #expect(field.glassView.frame.maxX == field.bounds.width - 8)
        #expect(field.textRect(forBounds: field.bounds).maxX == field.bounds.width - 32)
    }

    @Test func theScopeBarIsASegmentedControlBelowTheField() {
        let (bar, _) = bar()
        let recorder = ScopeRecorder()
        bar.delegate = recorder
        bar.scopeButtonTitles = ["All", "Unread", "Flagged"]
        bar.selectedScopeButtonIndex = 1
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 100)
        bar.frame.size.height = 100
        bar.layoutIfNeeded()
        #expect(!bar.scopeBar.isHidden)
        #expect(bar.scopeBar.frame == CGRect(x: 8, y: 56, width: 377, height: 32))
        #expect(bar.scopeBar.numberOfSegments == 3)
        #expect(bar.scopeBar.selectedSegmentIndex == 1)
        let third = bar.scopeBar.convert(
            CGPoint(x: bar.scopeBar.bounds.width * 5 / 6, y: 16), to: nil)
        bar.window?.touchSynthesizer.tap(at: third)
        UIApplication.shared.runUntilIdle()
        #expect(bar.selectedScopeButtonIndex == 2)
        #expect(recorder.scopes == [2])
    }

    @Test func theClearButtonShowsWhileEditingWithTextAndClears() {
        let (bar, _) = bar()
        let recorder = ScopeRecorder()
        bar.delegate = recorder
        let field = bar.searchTextField
        #expect(field.clearButtonMode == .whileEditing)
        #expect(field.becomeFirstResponder())
        field.insertText("abc")
        field.layoutIfNeeded()
        #expect(!field.clearButton.isHidden)
        #expect(field.clearButton.frame == CGRect(x: 377 - 8 - 17, y: 9.5, width: 17, height: 17))
        bar.window?.touchSynthesizer.tap(at: field.clearButton.centreInWindow)
        UIApplication.shared.runUntilIdle()
        #expect(bar.text == "")
        #expect(recorder.texts == ["abc", ""])
        field.layoutIfNeeded()
        #expect(field.clearButton.isHidden)
    }

    @Test func theStylesDrawTheBarsBackgroundOrNone() {
        let (bar, _) = bar()
        #expect(bar.searchBarStyle == .default)
        #expect(bar.backgroundView.backgroundColor != nil)
        bar.searchBarStyle = .minimal
        #expect(bar.backgroundView.backgroundColor == nil)
        bar.searchBarStyle = .prominent
        bar.barTintColor = .systemRed
        #expect(bar.backgroundView.backgroundColor == .systemRed)
        bar.prompt = "Mail"
        #expect(bar.prompt == "Mail")
    }
}

/// Records a search bar's scope changes and text changes.
@MainActor
final class ScopeRecorder: UISearchBarDelegate {
    var scopes: [Int] = []
    var texts: [String] = []
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        scopes.append(selectedScope)
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        texts.append(searchText)
    }
}

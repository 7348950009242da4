import Foundation
import OpenUIKit
import Testing

/// A text field with `adjustsFontForContentSizeCategory` follows the content size category as a
/// label does, and its height with it; one without keeps its font (Docs/Behaviour-traits.md,
/// "Dynamic Type").
@MainActor
@Suite struct TextFieldDynamicTypeTests {
    @Test func aTextFieldThatAdjustsFollowsTheCategoryAndGrows() {
        let field = UITextField()
        field.font = UIFont.preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        field.text = "Hello"
        let before = field.intrinsicContentSize.height
        field.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(field.font?.pointSize == 40)
        #expect(field.intrinsicContentSize.height > before)
        field.traitOverrides.preferredContentSizeCategory = .small
        #expect(field.font?.pointSize == 15)
    }

    @Test func aTextFieldThatDoesNotAdjustKeepsItsFont() {
        let field = UITextField()
        field.font = UIFont.preferredFont(forTextStyle: .body)
        let parent = UIView()
        parent.addSubview(field)
        parent.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(field.font?.pointSize == 17)
        #expect(!field.adjustsFontForContentSizeCategory, "default false, as UIKit's")
    }

    @Test func aFixedSizeFontStaysInATextFieldThatAdjusts() {
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.adjustsFontForContentSizeCategory = true
        field.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(field.font?.pointSize == 13)
    }

    @Test func aButtonGrowsWithItsAdjustingTitle() throws {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let title = try #require(button.titleLabel)
        title.font = UIFont.preferredFont(forTextStyle: .body)
        title.adjustsFontForContentSizeCategory = true
        let before = button.intrinsicContentSize
        button.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(title.font.pointSize == 53)
        #expect(button.intrinsicContentSize.height > before.height)
        #expect(button.intrinsicContentSize.width > before.width)
    }
}

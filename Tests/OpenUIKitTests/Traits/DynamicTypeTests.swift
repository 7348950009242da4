import Foundation
import OpenUIKit
import Testing

/// Dynamic Type: Apple's type ramp for every style at every content size category (HIG
/// Typography, "Dynamic Type sizes", iOS), UIFontMetrics' scaling along a style's curve, and
/// labels that follow the category.
@MainActor
@Suite struct DynamicTypeTests {
    let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
        .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    func sizes(_ style: UIFont.TextStyle) -> [CGFloat] {
        categories.map {
            UIFont.preferredFont(
                forTextStyle: style, compatibleWith: .init(preferredContentSizeCategory: $0)
            ).pointSize
        }
    }

    @Test func everyStyleFollowsTheHIGRampFromExtraSmallToAX5() {
        #expect(sizes(.largeTitle) == [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60])
        #expect(sizes(.title1) == [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58])
        #expect(sizes(.title2) == [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56])
        #expect(sizes(.title3) == [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55])
        #expect(sizes(.headline) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(sizes(.body) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(sizes(.callout) == [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51])
        #expect(sizes(.subheadline) == [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49])
        #expect(sizes(.footnote) == [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44])
        #expect(sizes(.caption1) == [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43])
        #expect(sizes(.caption2) == [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41])
    }

    @Test func theHeadlineIsTheSemiboldBody() {
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(headline.pointSize == 17)
        #expect(body.pointSize == 17)
        #expect(headline.fontName != body.fontName, "semibold draws with the bold face")
        #expect(body == UIFont.systemFont(ofSize: 17))
    }

    @Test func withoutTraitsTheCurrentCategoryIsUsed() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        UITraitCollection(preferredContentSizeCategory: .accessibilityMedium).performAsCurrent {
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 28)
            #expect(UIFontMetrics.default.scaledValue(for: 17) == 28)
        }
    }

    @Test func fontMetricsScaleAlongTheStylesCurve() {
        let xl = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        let ax5 = UITraitCollection(
            preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let body = UIFontMetrics(forTextStyle: .body)
        #expect(body.scaledValue(for: 17, compatibleWith: xl) == 19)
        #expect(body.scaledValue(for: 34, compatibleWith: xl) == 38)
        #expect(
            body.scaledValue(for: 17, compatibleWith: .init(preferredContentSizeCategory: .large))
                == 17)
        let title = UIFontMetrics(forTextStyle: .largeTitle)
        #expect(title.scaledValue(for: 34, compatibleWith: ax5) == 60)
        let custom = UIFont.systemFont(ofSize: 20)
        #expect(body.scaledFont(for: custom, compatibleWith: ax5).pointSize == 20.0 * 53 / 17)
        #expect(
            body.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: ax5).pointSize == 30)
        #expect(body.scaledFont(for: custom).pointSize == 20, "the default category is .large")
    }

    @Test func aLabelThatAdjustsFollowsTheCategory() {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.font = UIFont.preferredFont(forTextStyle: .body)
        let scaled = UILabel()
        scaled.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 14))
        scaled.adjustsFontForContentSizeCategory = true
        let parent = UIView()
        for l in [label, fixed, scaled] { parent.addSubview(l) }
        parent.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(label.font.pointSize == 33)
        #expect(fixed.font.pointSize == 17, "without adjustsFontForContentSizeCategory")
        #expect(scaled.font.pointSize == 14.0 * 43 / 28)
        parent.traitOverrides.preferredContentSizeCategory = .extraSmall
        #expect(label.font.pointSize == 14)
    }

    @Test func aTextViewThatAdjustsFollowsTheCategory() {
        let textView = UITextView()
        textView.font = UIFont.preferredFont(forTextStyle: .footnote)
        textView.adjustsFontForContentSizeCategory = true
        textView.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(textView.font?.pointSize == 44)
    }

    @Test func aButtonsTitleLabelAdjustsAsALabel() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let title = try! #require(button.titleLabel)
        title.font = UIFont.preferredFont(forTextStyle: .callout)
        title.adjustsFontForContentSizeCategory = true
        button.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        #expect(title.font.pointSize == 20)
    }
}

import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Intrinsic content sizes take part with hugging (250) and compression resistance (750).
@MainActor
@Suite struct AutoLayoutContentSizeTests {
    func label(_ text: String, in container: UIView) -> UILabel {
        let l = UILabel()
        l.text = text
        l.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(l)
        return l
    }

    @Test func defaultPrioritiesAreUIKits() {
        let v = UIView()
        #expect(v.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(v.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
    }

    @Test func labelHugsItsTextInAWiderContainer() {
        let container = layoutContainer()
        let l = label("Hello", in: container)
        let natural = l.intrinsicContentSize
        #expect(natural.width > 0 && natural.width < 100)
        let stretch = l.widthAnchor.constraint(equalToConstant: 280)
        stretch.priority = UILayoutPriority(200)
        NSLayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            l.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -10),
            l.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            stretch,
        ])
        container.layoutIfNeeded()
        #expect(l.frame == CGRect(x: 10, y: 20, width: natural.width, height: natural.height))

        // Above hugging (250), the stretch wins.
        stretch.isActive = false
        stretch.priority = UILayoutPriority(300)
        stretch.isActive = true
        container.layoutIfNeeded()
        #expect(l.frame.width == 280)
    }

    @Test func compressionResistanceLosesToARequiredWidth() {
        let container = layoutContainer()
        let l = label("A rather long title that does not fit", in: container)
        let natural = l.intrinsicContentSize
        #expect(natural.width > 50)
        NSLayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            l.topAnchor.constraint(equalTo: container.topAnchor),
            l.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
        ])
        container.layoutIfNeeded()
        #expect(l.frame == CGRect(x: 0, y: 0, width: 50, height: natural.height))
    }

    @Test func requiredCompressionResistanceBeatsAnOptionalWidth() {
        let container = layoutContainer()
        let l = label("A rather long title", in: container)
        let natural = l.intrinsicContentSize
        l.setContentCompressionResistancePriority(.required, for: .horizontal)
        let narrow = l.widthAnchor.constraint(equalToConstant: 20)
        narrow.priority = .defaultHigh
        NSLayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            l.topAnchor.constraint(equalTo: container.topAnchor), narrow,
        ])
        container.layoutIfNeeded()
        #expect(l.contentCompressionResistancePriority(for: .horizontal) == .required)
        #expect(l.frame.width == natural.width)
    }

    @Test func newTextReLaysOutAfterInvalidation() {
        let container = layoutContainer()
        let l = label("Hi", in: container)
        NSLayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            l.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        let short = l.frame.width
        l.text = "Hello, world"
        l.invalidateIntrinsicContentSize()
        container.layoutIfNeeded()
        #expect(l.frame.width == l.intrinsicContentSize.width)
        #expect(l.frame.width > short)
    }

    @Test func systemLayoutSizeFittingAStackOfLabels() {
        let card = UIView()
        let title = label("Title", in: card)
        let subtitle = label("A longer subtitle line", in: card)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            subtitle.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            subtitle.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            subtitle.trailingAnchor.constraint(
                lessThanOrEqualTo: card.trailingAnchor, constant: -16),
        ])
        let t = title.intrinsicContentSize
        let s = subtitle.intrinsicContentSize
        let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed.width == max(t.width, s.width) + 32)
        #expect(compressed.height == t.height + s.height + 28)

        let fixedWidth = card.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 320, height: t.height + s.height + 28))
        #expect(card.frame == .zero, "fitting does not move the view")
    }
}

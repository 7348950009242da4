import Foundation
import Testing

@testable import OpenUIKit

/// Frames for every axis × distribution × alignment, with three views of known intrinsic sizes
/// (40 × 20, 60 × 30, 80 × 10), spacing 10, the stack 300 pt long along its axis and free across.
@MainActor
@Suite struct StackViewDistributionAlignmentTests {
    static let sizes: [(CGFloat, CGFloat)] = [(40, 20), (60, 30), (80, 10)]
    nonisolated static let distributions: [UIStackView.Distribution] = [
        .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]
    nonisolated static let alignments: [UIStackView.Alignment] = [
        .fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline,
    ]

    /// Where each view goes along the axis: (origin, length).
    static func along(_ axis: NSLayoutConstraint.Axis, _ d: UIStackView.Distribution)
        -> [(CGFloat, CGFloat)]
    {
        let lengths = sizes.map { axis == .horizontal ? $0.0 : $0.1 }
        func packed(_ l: [CGFloat]) -> [(CGFloat, CGFloat)] {
            var x: CGFloat = 0
            return l.map { len in
                defer { x += len + 10 }
                return (x, len)
            }
        }
        switch d {
        case .fill:
            // The spare room goes to the first view (equal hugging: arrangement order).
            return packed([lengths[0] + 300 - 20 - lengths.reduce(0, +)] + lengths.dropFirst())
        case .fillEqually:
            return packed(Array(repeating: 280 / 3, count: 3))
        case .fillProportionally:
            let total = lengths.reduce(0, +)
            return packed(lengths.map { 280 * $0 / total })
        case .equalSpacing:
            let gap = (300 - lengths.reduce(0, +)) / 2
            return [
                (0, lengths[0]), (lengths[0] + gap, lengths[1]), (300 - lengths[2], lengths[2]),
            ]
        case .equalCentering:
            let firstCenter = lengths[0] / 2
            let lastCenter = 300 - lengths[2] / 2
            let middle = (firstCenter + lastCenter) / 2
            return [
                (0, lengths[0]), (middle - lengths[1] / 2, lengths[1]),
                (300 - lengths[2], lengths[2]),
            ]
        }
    }

    /// Where each view goes across the axis: (origin, length); the stack is as thick as the
    /// thickest view.
    static func across(_ axis: NSLayoutConstraint.Axis, _ a: UIStackView.Alignment)
        -> [(CGFloat, CGFloat)]
    {
        let thickness = sizes.map { axis == .horizontal ? $0.1 : $0.0 }
        let canvas = thickness.max()!
        var alignment = a
        if axis == .vertical, a == .firstBaseline || a == .lastBaseline { alignment = .fill }
        return thickness.map { t in
            switch alignment {
            case .fill: (0, canvas)
            case .leading: (0, t)
            case .center: ((canvas - t) / 2, t)
            // A view that is not text has its baselines at its bottom edge.
            case .trailing, .firstBaseline, .lastBaseline: (canvas - t, t)
            }
        }
    }

    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical], distributions)
    func everyAlignmentPlacesTheViewsAlongAndAcrossTheAxis(
        axis: NSLayoutConstraint.Axis, distribution: UIStackView.Distribution
    ) {
        for alignment in Self.alignments {
            let horizontal = axis == .horizontal
            let (_, stack, views) = makeStack(
                axis, Self.sizes, width: horizontal ? 300 : nil, height: horizontal ? nil : 300
            ) {
                $0.distribution = distribution
                $0.alignment = alignment
                $0.spacing = 10
            }
            let along = Self.along(axis, distribution)
            let across = Self.across(axis, alignment)
            for i in 0..<3 {
                let expected =
                    horizontal
                    ? rect(along[i].0, across[i].0, along[i].1, across[i].1)
                    : rect(across[i].0, along[i].0, across[i].1, along[i].1)
                #expect(
                    close(views[i].frame, onPixelGrid(expected)),
                    "\(axis) \(distribution) \(alignment) view \(i): \(views[i].frame)")
            }
            let thickness = horizontal ? stack.frame.height : stack.frame.width
            #expect(thickness == (horizontal ? 30 : 80), "across: the thickest view")
        }
    }

    @Test func fillGivesTheSpareRoomToTheLowestHuggingPriority() {
        let (container, _, views) = makeStack(.horizontal, Self.sizes, width: 300) {
            $0.spacing = 10
        }
        views[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        container.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [40, 160, 80])
        #expect(views[2].frame.minX == 220)
    }

    @Test func fillShrinksTheLowestCompressionResistanceWhenTheViewsOverflow() {
        let (container, _, views) = makeStack(.horizontal, Self.sizes, width: 170) {
            $0.spacing = 10
        }
        #expect(views.map(\.frame.width) == [10, 60, 80], "equal: the first shrinks")
        views[2].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        container.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [40, 60, 50])
        #expect(views[2].frame.maxX == 170)
    }

    @Test func fillEquallyWithAFreeStackTakesTheLargestIntrinsicSize() {
        let (_, stack, views) = makeStack(.horizontal, Self.sizes) {
            $0.distribution = .fillEqually
            $0.spacing = 10
        }
        #expect(views.map(\.frame.width) == [80, 80, 80])
        #expect(stack.frame.size == CGSize(width: 260, height: 30))
    }

    @Test func equalSpacingWithAFreeStackUsesTheSpacingItself() {
        let (_, stack, views) = makeStack(.horizontal, Self.sizes) {
            $0.distribution = .equalSpacing
            $0.spacing = 10
        }
        #expect(views.map(\.frame.minX) == [0, 50, 120])
        #expect(stack.frame.width == 200)
    }

    @Test func equalCenteringWithAFreeStackKeepsTheSpacingBetweenTheClosestNeighbours() {
        let (_, stack, views) = makeStack(.horizontal, Self.sizes) {
            $0.distribution = .equalCentering
            $0.spacing = 10
        }
        // The second pair needs its centres 30 + 40 + 10 = 80 apart (the first only 60): every
        // pair is 80 apart.
        #expect(views.map(\.frame.midX) == [20, 100, 180])
        #expect(stack.frame.width == 220)
    }

    @Test func labelsAlignOnTheirFirstBaselines() {
        let container = layoutContainer()
        let big = UILabel()
        big.text = "Title"
        big.font = .systemFont(ofSize: 30)
        let small = UILabel()
        small.text = "detail"
        small.font = .systemFont(ofSize: 12)
        let stack = UIStackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        func baseline(_ l: UILabel) -> CGFloat {
            l.frame.minY + (l.frame.height - l.font.lineHeight) / 2 + l.font.ascender
        }
        // Each label's edges are on the pixel grid, so the baselines meet to the pixel (1/3 pt).
        #expect(abs(baseline(big) - baseline(small)) <= 1.0 / 3)
        #expect(big.frame.minY == 0, "the tallest text touches the top")
        #expect(small.frame.maxY < big.frame.maxY)
        #expect(stack.frame.height == big.frame.height)
        #expect(small.frame.minX == big.frame.width + 8)
    }
}

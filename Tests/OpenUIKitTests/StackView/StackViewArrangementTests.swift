import Foundation
import Testing

@testable import OpenUIKit

/// Adding, inserting and removing arranged subviews, custom spacing, margins, the stack's own
/// size and the constraints it makes.
@MainActor
@Suite struct StackViewArrangementTests {
    static let sizes: [(CGFloat, CGFloat)] = [(40, 20), (60, 30), (80, 10)]

    @Test func aFreeStackTakesTheSizeOfItsContent() {
        let (_, stack, views) = makeStack(.horizontal, Self.sizes) { $0.spacing = 10 }
        #expect(stack.frame == rect(10, 20, 200, 30))
        #expect(
            views.map(\.frame) == [rect(0, 0, 40, 30), rect(50, 0, 60, 30), rect(120, 0, 80, 30)])
        #expect(stack.intrinsicContentSize.width == UIView.noIntrinsicMetric, "as UIKit's")
        let fitting = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(fitting == CGSize(width: 200, height: 30))
    }

    @Test func arrangedSubviewsAreSubviewsPlacedByConstraints() {
        let a = UIView()
        let b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews == [a, b])
        #expect(stack.subviews == [a, b])
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.axis == .horizontal && stack.distribution == .fill)
        #expect(stack.alignment == .fill && stack.spacing == 0)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        let c = UIView()
        stack.insertArrangedSubview(c, at: 1)
        #expect(stack.arrangedSubviews == [a, c, b])
        #expect(stack.subviews == [a, b, c], "a new subview goes on top")
        stack.addArrangedSubview(a)
        #expect(stack.arrangedSubviews == [c, b, a], "an arranged view moves to the end")
        #expect(UIStackView(coder: NSCoder())?.arrangedSubviews.isEmpty == true)
    }

    @Test func insertingBeyondTheEndStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let stack = UIStackView(arrangedSubviews: [UIView()])
                stack.insertArrangedSubview(UIView(), at: 2)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Index out of bounds"))
    }

    @Test func constraintsCarryUIKitsIdentifiers() {
        let (_, stack, views) = makeStack(.horizontal, Self.sizes) {
            $0.spacing = 10
            $0.distribution = .fillEqually
        }
        let ids = Set(stack.constraints.compactMap(\.identifier))
        #expect(
            ids.isSuperset(of: [
                "UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-fill-equally",
            ]))
        let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(spacing.count == 2 && spacing.allSatisfy { $0.constant == 10 })
        #expect(spacing[0].firstItem === views[1] && spacing[0].secondItem === views[0])
        views[1].isHidden = true
        stack.layoutIfNeeded()
        // A constraint on one view lives on that view, as in UIKit.
        let hiding = views[1].constraints.filter { $0.identifier == "UISV-hiding" }
        #expect(hiding.contains { $0.firstAttribute == .width && $0.constant == 0 })
        #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" })
        stack.alignment = .center
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        let more = Set(stack.constraints.compactMap(\.identifier))
        #expect(
            more.isSuperset(of: [
                "UISV-spanning-boundary", "UISV-spanning-fit", "UISV-distributing-edge",
            ]))
        #expect(stack.layoutGuides.isEmpty, "the gap guides are the stack's own")
    }

    @Test func customSpacingReplacesTheSpacingAfterOneView() {
        let (container, stack, views) = makeStack(.horizontal, Self.sizes) { $0.spacing = 10 }
        #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: views[0])
        container.layoutIfNeeded()
        #expect(stack.customSpacing(after: views[0]) == 30)
        #expect(views.map(\.frame.minX) == [0, 70, 140])
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        container.layoutIfNeeded()
        #expect(views[2].frame.minX == 138, "the system spacing is 8 pt")
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 50, 118])
        #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    }

    @Test func layoutMarginsRelativeArrangementInsetsTheViews() {
        let (container, stack, views) = makeStack(.horizontal, Self.sizes) {
            $0.spacing = 10
            $0.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        }
        #expect(stack.frame.size == CGSize(width: 200, height: 30), "margins off by default")
        stack.isLayoutMarginsRelativeArrangement = true
        container.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 230, height: 50))
        #expect(views[0].frame == rect(10, 5, 40, 30))
        #expect(views[2].frame.maxX == 210)
    }

    @Test func removeArrangedSubviewKeepsItAsASubview() {
        let (container, stack, views) = makeStack(.horizontal, Self.sizes) { $0.spacing = 10 }
        stack.removeArrangedSubview(views[1])
        container.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [views[0], views[2]])
        #expect(views[1].superview === stack, "still a subview, as UIKit documents")
        #expect(views[1].frame.size == CGSize(width: 60, height: 30), "sized by its content only")
        #expect(views[2].frame.minX == 50)
        #expect(stack.frame.width == 130)
        #expect(
            !stack.constraints.contains { $0.firstItem === views[1] || $0.secondItem === views[1] })
        views[2].removeFromSuperview()
        container.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [views[0]], "leaving the stack view unarranges it")
        #expect(stack.frame.width == 40)
    }

    @Test func hiddenViewsCollapseAndTheirSpacingGoes() {
        let (container, stack, views) = makeStack(.horizontal, Self.sizes) { $0.spacing = 10 }
        views[1].isHidden = true
        container.layoutIfNeeded()
        #expect(views[1].isHidden && views[1].layer.isHidden)
        #expect(views[1].frame == rect(40, 0, 0, 30))
        #expect(views[2].frame == rect(50, 0, 80, 30))
        #expect(stack.frame.width == 130)
        views[2].isHidden = true
        container.layoutIfNeeded()
        #expect(stack.frame.width == 40, "no trailing spacing after the last visible view")
        views[0].isHidden = true
        container.layoutIfNeeded()
        #expect(stack.frame.width == 0)
        for v in views { v.isHidden = false }
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 50, 120])
        #expect(stack.frame.width == 200)
    }

    @Test func aStackPlacedByItsFrameArrangesWithinIt() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let views = [SizedView(40, 20), SizedView(60, 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 10, y: 10, width: 200, height: 50)
        stack.distribution = .fillEqually
        stack.alignment = .center
        stack.spacing = 20
        container.addSubview(stack)
        container.layoutIfNeeded()
        #expect(stack.frame == rect(10, 10, 200, 50), "its frame is its own")
        #expect(views.map(\.frame) == [rect(0, 15, 90, 20), rect(110, 10, 90, 30)])
    }

    @Test func nestedStacksSizeFromTheInsideOut() {
        let container = layoutContainer()
        let row1 = UIStackView(arrangedSubviews: [SizedView(40, 20), SizedView(60, 20)])
        row1.spacing = 4
        let row2 = UIStackView(arrangedSubviews: [SizedView(30, 10)])
        let column = UIStackView(arrangedSubviews: [row1, row2])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 6
        column.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            column.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(column.frame == rect(0, 0, 104, 36))
        #expect(row1.frame == rect(0, 0, 104, 20))
        #expect(row2.frame == rect(0, 26, 30, 10))
    }
}

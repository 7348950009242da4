import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Constraints made with anchors give exact frames at the next layout.
@MainActor
@Suite struct AutoLayoutGeometryTests {
    @Test func pinnedEdgesGiveExactFrames() {
        let container = layoutContainer()
        let child = constrainedSubview(of: container)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -40),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 30, width: 270, height: 330))
    }

    @Test func centreAndFixedSize() {
        let container = layoutContainer()
        let child = constrainedSubview(of: container)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 100, y: 175, width: 100, height: 50))
    }

    @Test func nestedConstrainedViewsAreLaidOutTopDown() {
        let container = layoutContainer()
        let card = constrainedSubview(of: container)
        let badge = constrainedSubview(of: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 40),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 100),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 24),
            badge.heightAnchor.constraint(equalToConstant: 24),
        ])
        container.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 40, width: 200, height: 100))
        #expect(badge.frame == CGRect(x: 168, y: 8, width: 24, height: 24))
        #expect(container.constraints.count == 2, "held by the closest common ancestor")
        #expect(card.constraints.count == 4 && badge.constraints.count == 2)
    }

    @Test func aTranslatingViewsFrameIsARequiredConstraint() {
        let container = layoutContainer()
        let fixed = UIView(frame: CGRect(x: 30, y: 50, width: 60, height: 40))
        container.addSubview(fixed)
        let follower = constrainedSubview(of: container)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 2),
            follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
        ])
        container.layoutIfNeeded()
        #expect(fixed.translatesAutoresizingMaskIntoConstraints)
        #expect(fixed.frame == CGRect(x: 30, y: 50, width: 60, height: 40))
        #expect(follower.frame == CGRect(x: 100, y: 90, width: 120, height: 40))
    }

    @Test func itemAttributeInitialiserMatchesAnchors() {
        let container = layoutContainer()
        let child = constrainedSubview(of: container)
        let c = NSLayoutConstraint(
            item: child, attribute: .width, relatedBy: .equal, toItem: container,
            attribute: .width, multiplier: 0.5, constant: 10)
        #expect(c.firstItem === child && c.secondItem === container)
        #expect(c.firstAttribute == .width && c.secondAttribute == .width)
        #expect(c.relation == .equal && c.multiplier == 0.5 && c.constant == 10)
        #expect(c.priority == .required && !c.isActive)
        container.addConstraints([
            c,
            NSLayoutConstraint(
                item: child, attribute: .left, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: 5),
            NSLayoutConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: container,
                attribute: .top, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: 20),
        ])
        container.layoutIfNeeded()
        #expect(c.isActive)
        #expect(child.frame == CGRect(x: 5, y: 0, width: 160, height: 20))
    }

    @Test func activateAndDeactivateSwitchLayouts() {
        let container = layoutContainer()
        let child = constrainedSubview(of: container)
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            narrow, child.heightAnchor.constraint(equalToConstant: 10),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.width == 100)
        NSLayoutConstraint.deactivate([narrow])
        NSLayoutConstraint.activate([wide])
        container.layoutIfNeeded()
        #expect(!narrow.isActive && wide.isActive)
        #expect(child.frame.width == 200)
        #expect(!child.constraints.contains { $0 === narrow })
        wide.isActive = false
        narrow.isActive = true
        container.layoutIfNeeded()
        #expect(child.frame.width == 100)
    }

    @Test func updateConstraintsRunsBeforeLayout() {
        final class Card: UIView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                if updates == 1 {
                    NSLayoutConstraint.activate([
                        widthAnchor.constraint(equalToConstant: 80),
                        heightAnchor.constraint(equalToConstant: 60),
                    ])
                }
                super.updateConstraints()
            }
        }
        let container = layoutContainer()
        let card = Card()
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 4),
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 4),
        ])
        container.layoutIfNeeded()
        #expect(card.updates == 1)
        #expect(card.frame == CGRect(x: 4, y: 4, width: 80, height: 60))
        card.setNeedsUpdateConstraints()
        #expect(card.needsUpdateConstraints())
        card.updateConstraintsIfNeeded()
        #expect(card.updates == 2 && !card.needsUpdateConstraints())
    }

    @Test func customLayoutGuideSplitsTheSpace() {
        let container = layoutContainer()
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        let child = constrainedSubview(of: container)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            guide.topAnchor.constraint(equalTo: container.topAnchor),
            guide.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.25),
            guide.heightAnchor.constraint(equalToConstant: 10),
            child.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.bottomAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(container.layoutGuides.count == 1 && guide.owningView === container)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 75, height: 10))
        #expect(child.frame == CGRect(x: 75, y: 10, width: 225, height: 10))
    }
}

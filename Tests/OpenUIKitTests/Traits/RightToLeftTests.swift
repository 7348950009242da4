import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// Right-to-left layout: the effective direction from the traits and the semantic content
/// attribute, leading and trailing in Auto Layout and stack views, natural alignment, and the
/// navigation bar mirrored (developer.apple.com/documentation/uikit/uiview/
/// effectiveuserinterfacelayoutdirection; Docs/Behaviour-traits.md, "Right-to-left").
@MainActor
@Suite struct RightToLeftTests {
    @Test func theSemanticContentAttributeDecidesRelativeToTheTraits() {
        #expect(
            UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft)
                == .rightToLeft)
        #expect(
            UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft)
                == .leftToRight)
        #expect(
            UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft)
                == .leftToRight)
        #expect(
            UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: .rightToLeft)
                == .leftToRight)
        #expect(
            UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight)
                == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        let view = UIView()
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.traitOverrides.layoutDirection = .rightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        view.semanticContentAttribute = .playback
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    /// A 300-wide container with a 100-wide box 20 pt from its leading edge (the box and the
    /// container: a view holds its superview weakly).
    func leadingBox(rightToLeft: Bool) -> (box: UIView, container: UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        if rightToLeft { container.traitOverrides.layoutDirection = .rightToLeft }
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        return (box, container)
    }

    @Test func leadingConstraintsFlipRightToLeft() {
        #expect(
            leadingBox(rightToLeft: false).box.frame == CGRect(x: 20, y: 0, width: 100, height: 10))
        #expect(
            leadingBox(rightToLeft: true).box.frame == CGRect(x: 180, y: 0, width: 100, height: 10))
    }

    @Test func aConstraintIsLaidOutAgainWhenTheDirectionChanges() {
        let (box, container) = leadingBox(rightToLeft: false)
        container.traitOverrides.layoutDirection = .rightToLeft
        container.layoutIfNeeded()
        #expect(box.frame.minX == 180)
    }

    @Test func aHorizontalStackViewArrangesFromTheRight() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        stack.traitOverrides.layoutDirection = .rightToLeft
        stack.distribution = .fillEqually
        let first = UIView()
        let second = UIView()
        stack.addArrangedSubview(first)
        stack.addArrangedSubview(second)
        stack.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 150, y: 0, width: 150, height: 40))
        #expect(second.frame == CGRect(x: 0, y: 0, width: 150, height: 40))
    }

    @Test func directionalMarginsSwapRightToLeft() {
        let view = UIView()
        view.layoutMargins = UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 8)
        #expect(view.directionalLayoutMargins.leading == 2)
        view.traitOverrides.layoutDirection = .rightToLeft
        #expect(view.directionalLayoutMargins.leading == 8)
        #expect(view.directionalLayoutMargins.trailing == 2)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 0, leading: 20, bottom: 0, trailing: 4)
        #expect(view.layoutMargins.right == 20)
        #expect(view.layoutMargins.left == 4)
    }

    @Test func theNavigationBarPutsTheBackButtonOnTheRight() {
        let a = UIViewController()
        a.title = "Inbox"
        let b = UIViewController()
        b.title = "Mail"
        b.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Edit", style: .plain, handler: { _ in })
        let nav = UINavigationController(rootViewController: a)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        defer { withExtendedLifetime(w) {} }
        w.traitOverrides.layoutDirection = .rightToLeft
        w.rootViewController = nav
        w.makeKeyAndVisible()
        nav.pushViewController(b, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        nav.navigationBar.layoutIfNeeded()
        let bar = nav.navigationBar
        let back = bar.subviews.flatMap(\.subviews).filter {
            $0 is UILabel && ($0 as! UILabel).text == "Inbox"
        }
        let backLabel = try! #require(back.first)
        let backFrame = backLabel.convert(backLabel.bounds, to: bar)
        #expect(backFrame.maxX == 390 - 8 - 12.5 - 6, "mirrored: the title ends where it started")
        let edit = try! #require(b.navigationItem.rightBarButtonItem)
        #expect(edit.title == "Edit")
        let editView = bar.subviews.first { v in
            (v as? UILabel)?.text == "Edit"
        }
        let editFrame = try! #require(editView).frame
        #expect(editFrame.minX == 16, "the trailing item at the left margin")
    }
}

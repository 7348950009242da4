import Foundation
import OpenUIKit
import Testing

/// `UIScrollView.contentLayoutGuide` and `frameLayoutGuide` (iOS 11): constraints to the content
/// guide size the content (`contentSize`), constraints to the frame guide hold to the scroll
/// view's frame whatever the offset (Apple's reference for both properties).
@MainActor
@Suite struct ScrollViewLayoutGuideTests {
    /// A 390 × 844 window whose root view holds a full-screen scroll view.
    @MainActor final class Stage {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

        init() {
            let root = UIViewController()
            window.rootViewController = root
            scrollView.contentInsetAdjustmentBehavior = .never
            root.view.addSubview(scrollView)
            window.makeKeyAndVisible()
        }

        /// A vertical stack of `count` boxes 100 pt tall, 10 pt apart, pinned 20 pt inside the
        /// content guide's top and bottom and 16 pt inside its sides, as wide as the frame guide
        /// less 32 pt.
        func addStack(of count: Int) -> UIStackView {
            let boxes = (0..<count).map { _ in
                let box = UIView()
                box.heightAnchor.constraint(equalToConstant: 100).isActive = true
                return box
            }
            let stack = UIStackView(arrangedSubviews: boxes)
            stack.axis = .vertical
            stack.spacing = 10
            stack.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(stack)
            let content = scrollView.contentLayoutGuide
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
                stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
                stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                stack.widthAnchor.constraint(
                    equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
            ])
            return stack
        }
    }

    @Test func aStackPinnedToTheContentGuideSetsTheContentSize() {
        let stage = Stage()
        let stack = stage.addStack(of: 20)
        stage.window.layoutIfNeeded()
        // 20 boxes of 100 pt and 19 gaps of 10 pt, 20 pt above and below; 358 + 32 across.
        #expect(stage.scrollView.contentSize == CGSize(width: 390, height: 2_230))
        #expect(stack.frame == CGRect(x: 16, y: 20, width: 358, height: 2_190))
        #expect(
            stage.scrollView.contentLayoutGuide.layoutFrame
                == CGRect(x: 0, y: 0, width: 390, height: 2_230))
    }

    @Test func theContentSizeFollowsTheContentWhenItGrows() {
        let stage = Stage()
        let stack = stage.addStack(of: 5)
        stage.window.layoutIfNeeded()
        #expect(stage.scrollView.contentSize == CGSize(width: 390, height: 580))
        let box = UIView()
        box.heightAnchor.constraint(equalToConstant: 100).isActive = true
        stack.addArrangedSubview(box)
        stage.window.layoutIfNeeded()
        #expect(stage.scrollView.contentSize == CGSize(width: 390, height: 690))
    }

    @Test func withNothingSizingItTheContentGuideIsTheContentSize() {
        let stage = Stage()
        stage.scrollView.contentSize = CGSize(width: 390, height: 1_000)
        let footer = UIView()
        footer.translatesAutoresizingMaskIntoConstraints = false
        stage.scrollView.addSubview(footer)
        let content = stage.scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            footer.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 390),
            footer.heightAnchor.constraint(equalToConstant: 50),
        ])
        stage.window.layoutIfNeeded()
        #expect(footer.frame == CGRect(x: 0, y: 950, width: 390, height: 50))
        #expect(stage.scrollView.contentSize == CGSize(width: 390, height: 1_000))
    }

    @Test func aViewPinnedToTheFrameGuideStaysPutWhileTheContentScrolls() {
        let stage = Stage()
        let stack = stage.addStack(of: 20)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        stage.scrollView.addSubview(badge)
        let frame = stage.scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: frame.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        stage.window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 340, y: 10, width: 40, height: 40))
        for y: CGFloat in [300, 1_000] {
            stage.scrollView.contentOffset = CGPoint(x: 0, y: y)
            stage.window.layoutIfNeeded()
            // In the content's coordinates it moves with the offset; on screen it stays.
            #expect(badge.frame == CGRect(x: 340, y: 10 + y, width: 40, height: 40))
            #expect(
                badge.convert(badge.bounds, to: stage.window)
                    == CGRect(x: 340, y: 10, width: 40, height: 40))
            #expect(stack.convert(stack.bounds, to: stage.window).minY == 20 - y)
        }
        #expect(
            stage.scrollView.frameLayoutGuide.layoutFrame
                == CGRect(x: 0, y: 1_000, width: 390, height: 844))
    }
}

import OpenUIKit
import Testing

/// UIKit's classes are `NSObject`s: identity equality, hashing, class checks and Apple's
/// `description`, with Foundation coming in through the one import.
@MainActor
struct NSObjectBehaviourTests {
    @Test func viewControllersCompareByIdentityAndWorkInSetsAndArrays() throws {
        let list = ListViewController()
        let detail = DetailViewController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.pushViewController(detail, animated: false)

        #expect(navigation.viewControllers.firstIndex(of: detail) == 1)
        #expect(navigation.viewControllers.firstIndex(of: list) == 0)
        let seen: Set<UIViewController> = [list, detail, list]
        #expect(seen.count == 2)
        #expect(seen.contains(detail))
        #expect(list == list)
        #expect(list != detail)
        #expect(detail.isEqual(detail))
        #expect(!detail.isEqual(list))
        #expect(detail.hash == detail.hash)
    }

    @Test func gestureRecognizersAndInteractionControllersAreNSObjects() throws {
        let view = UIView()
        let tap = UITapGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        let interaction = UIPercentDrivenInteractiveTransition()

        #expect(view.gestureRecognizers?.firstIndex(of: pan) == 1)
        #expect(Set([tap, pan, tap]).count == 2)
        #expect(pan.isKind(of: UIGestureRecognizer.self))
        #expect(interaction.isKind(of: NSObject.self))
        #expect(UIScreen.main.isKind(of: NSObject.self))
    }

    @Test func isKindOfWorksOnAValueOfAProtocolType() {
        let interaction: UIViewControllerInteractiveTransitioning =
            UIPercentDrivenInteractiveTransition()
        #expect(interaction.isKind(of: UIPercentDrivenInteractiveTransition.self))
        #expect(interaction.isKind(of: NSObject.self))
        #expect(!interaction.isKind(of: UIView.self))
        let animator: UIViewImplicitlyAnimating = UIViewPropertyAnimator(
            duration: 1, curve: .linear)
        #expect(animator.isKind(of: UIViewPropertyAnimator.self))
        #expect(!animator.isKind(of: UIPercentDrivenInteractiveTransition.self))
    }

    @Test func isKindOfFollowsTheClassHierarchy() {
        let detail = DetailViewController()
        #expect(detail.isKind(of: UIViewController.self))
        #expect(detail.isKind(of: UIResponder.self))
        #expect(detail.isKind(of: NSObject.self))
        #expect(!detail.isKind(of: UINavigationController.self))
        #expect(detail.view.isKind(of: UIView.self))
        #expect(UIWindow().isKind(of: UIView.self))
    }

    @Test func controllerDescriptionIsApplesFormat() throws {
        let detail = DetailViewController()
        let match = try #require(
            detail.description.wholeMatch(
                of: /<RealUIKitCodeTests\.DetailViewController: 0x([0-9a-f]+)>/))
        #expect(!match.output.1.hasPrefix("0"))
        #expect("\(detail)" == detail.description)
    }

    @Test func viewDescriptionShowsFrameAndLayerAsUIKitDoes() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(
            view.description.wholeMatch(
                of:
                    /<UIView: 0x[0-9a-f]+; frame = \(0 0; 390 844\); layer = <CALayer: 0x[0-9a-f]+>>/
            ) != nil)

        let button = UIView(frame: CGRect(x: 20.5, y: 10, width: 100, height: 44))
        button.isHidden = true
        button.alpha = 0.5
        #expect(
            button.description.wholeMatch(
                of:
                    /<UIView: 0x[0-9a-f]+; frame = \(20.5 10; 100 44\); hidden = YES; alpha = 0.5; layer = <CALayer: 0x[0-9a-f]+>>/
            ) != nil)
    }

    @Test func presentationControllersAreContentContainerNSObjects() {
        let detail = DetailViewController()
        let list = ListViewController()
        let controller = UIPresentationController(presentedViewController: detail, presenting: list)
        #expect(controller.isKind(of: NSObject.self))
        let containers: [any UIContentContainer] = [controller, detail]
        let parent = CGSize(width: 393, height: 852)
        #expect(
            containers.map {
                $0.size(forChildContentContainer: detail, withParentContainerSize: parent)
            } == [parent, parent])
        #expect(controller == controller)
    }

    @Test func foundationComesWithTheOneImport() throws {
        let duration: TimeInterval = 0.35
        let frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        let url = try #require(URL(string: "https://example.com/items/42"))
        let date = Date(timeIntervalSince1970: 86_400)
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let queue: DispatchQueue = .main

        #expect(duration * 2 == 0.7)
        #expect(frame.midX == 196.5)
        #expect(url.lastPathComponent == "42")
        #expect(formatter.string(from: date) == "1970-01-02")
        #expect(queue.label == "com.apple.main-thread")
        #expect(NSObject().isKind(of: NSObject.self))
    }

    @Test func zeroArgumentGeometryInitialisersAreZero() {
        #expect(CGVector() == CGVector(dx: 0, dy: 0))
        #expect(CGPoint() == .zero)
        #expect(CGSize() == .zero)
        #expect(CGRect() == .zero)
        #expect(UIEdgeInsets() == .zero)
    }
}

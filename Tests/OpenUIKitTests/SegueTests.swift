import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct SegueTests {
    final class Source: LoggingVC {
        var log: [String] = []
        var allow = true
        var destinationViewLoadedInPrepare: Bool?
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            log.append("should \(identifier)")
            return allow
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            log.append("prepare \(segue.identifier ?? "-") → \(type(of: segue.destination))")
            destinationViewLoadedInPrepare = segue.destination.isViewLoaded
        }
    }
    final class Detail: LoggingVC {}
    final class FadeSegue: UIStoryboardSegue {
        nonisolated(unsafe) static var performed = 0
        override func perform() {
            Self.performed += 1
            source.present(destination, animated: false)
        }
    }

    func board() -> UIStoryboard {
        let b = UIStoryboard(name: "Main")
        b.register(identifier: "source", initial: true) { Source() }
        b.register(identifier: "detail") { Detail() }
        b.addSegue(from: "source", identifier: "showDetail", kind: .show, destination: "detail")
        b.addSegue(
            from: "source", identifier: "modal", kind: .presentModally(.fullScreen, .crossDissolve),
            destination: "detail")
        b.addSegue(
            from: "source", identifier: "fade", kind: .custom(FadeSegue.self), destination: "detail"
        )
        b.register(identifier: "host") { Source() }
        b.addSegue(
            from: "host", identifier: "embed", kind: .embed(containerView: { $0.view }),
            destination: "detail")
        b.addSegue(
            from: "detail", identifier: "back", kind: .unwind(action: "unwindToSource"),
            destination: nil)
        return b
    }

    @Test func storyboardCreatesControllersThatKnowIt() {
        let b = board()
        let vc = b.instantiateInitialViewController()
        #expect(vc is Source)
        #expect(vc?.storyboard === b)
        #expect(b.instantiateViewController(withIdentifier: "detail") is Detail)
    }

    @Test func performSegueSkipsShouldPerformPreparesThenPushes() throws {
        let b = board()
        let src = try #require(b.instantiateInitialViewController() as? Source)
        let nav = UINavigationController(rootViewController: src)
        makeWindow(root: nav)
        src.performSegue(withIdentifier: "showDetail", sender: nil)
        #expect(src.log == ["prepare showDetail → Detail"])
        #expect(src.destinationViewLoadedInPrepare == false)
        #expect(nav.topViewController is Detail)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func storyboardTriggeredSegueAsksShouldPerformFirst() throws {
        let src = try #require(board().instantiateInitialViewController() as? Source)
        let nav = UINavigationController(rootViewController: src)
        makeWindow(root: nav)
        src.allow = false
        #expect(!src.triggerStoryboardSegue(withIdentifier: "showDetail", sender: nil))
        #expect(src.log == ["should showDetail"])
        #expect(nav.viewControllers.count == 1)
        src.allow = true
        #expect(src.triggerStoryboardSegue(withIdentifier: "showDetail", sender: nil))
        #expect(
            src.log == ["should showDetail", "should showDetail", "prepare showDetail → Detail"])
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func modalCustomAndEmbedSegues() throws {
        let src = try #require(board().instantiateInitialViewController() as? Source)
        makeWindow(root: src)
        src.performSegue(withIdentifier: "modal", sender: nil)
        #expect(UIApplication.shared.runUntilIdle())
        let presented = try #require(src.presentedViewController)
        #expect(
            presented.modalPresentationStyle == .fullScreen
                && presented.modalTransitionStyle == .crossDissolve)
        presented.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        let before = FadeSegue.performed
        src.performSegue(withIdentifier: "fade", sender: nil)
        #expect(FadeSegue.performed == before + 1)
        #expect(UIApplication.shared.runUntilIdle())
        src.presentedViewController?.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func embedSegueRunsWhenTheSourceViewLoadsBeforeViewDidLoad() throws {
        let host = try #require(
            board().instantiateViewController(withIdentifier: "host") as? Source)
        #expect(host.children.isEmpty)
        host.loadViewIfNeeded()
        #expect(host.log == ["prepare embed → Detail"])
        #expect(host.children.first is Detail)
        #expect(host.children.first?.view.superview === host.view)
        let events = TransitionDiagnostics.shared.events(of: host)
        let prepare = events.lastIndex(of: "prepare(for: embed)")!
        let didLoad = events.lastIndex(of: "viewDidLoad()")!
        #expect(prepare < didLoad)
    }

    @Test func unwindPopsThroughNavigationAfterCallingTheAction() throws {
        let b = board()
        let src = try #require(b.instantiateInitialViewController() as? Source)
        var order: [String] = []
        src.addUnwindAction("unwindToSource") { segue in
            order.append("action from \(type(of: segue.source))")
        }
        let nav = UINavigationController(rootViewController: src)
        makeWindow(root: nav)
        src.performSegue(withIdentifier: "showDetail", sender: nil)
        #expect(UIApplication.shared.runUntilIdle())
        let detail = try #require(nav.topViewController as? Detail)
        detail.performSegue(withIdentifier: "back", sender: nil)
        #expect(order == ["action from Detail"])
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.topViewController === src)
    }

    @Test func unwindDismissesAPresentation() throws {
        let b = board()
        let src = try #require(b.instantiateInitialViewController() as? Source)
        var called = false
        src.addUnwindAction("unwindToSource") { _ in called = true }
        makeWindow(root: src)
        src.performSegue(withIdentifier: "modal", sender: nil)
        #expect(UIApplication.shared.runUntilIdle())
        src.presentedViewController?.performSegue(withIdentifier: "back", sender: nil)
        #expect(called)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(src.presentedViewController == nil)
    }

    @Test func performingAnUnknownSegueIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let b = UIStoryboard(name: "X")
                b.register(identifier: "a") { UIViewController() }
                b.instantiateViewController(withIdentifier: "a").performSegue(
                    withIdentifier: "nope", sender: nil)
            }
        }
    }
}

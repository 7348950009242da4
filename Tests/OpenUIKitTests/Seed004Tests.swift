import Foundation
import Testing
@testable import OpenUIKit

// Seed 004 ("自定义 children view controller 动画"): a container controller swapping two children
// with transition(from:to:duration:options:animations:completion:) and an empty custom segue.
// The article's code, in current Swift names; the storyboard is built in code. The variant that
// moves frames inside the animations block needs UIView block animations: see
// SeedAnimatorTests.swift (pending the anim branch).

class EmptySegue: UIStoryboardSegue {
    override func perform() {

    }
}

class FirstController: UIViewController {}
class SecondController: UIViewController {}

class ContainerController: UIViewController {
    let segue1 = "FirstController"
    let segue2 = "SecondController"
    var currentSegue: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        currentSegue = segue1
        self.performSegue(withIdentifier: currentSegue!, sender: nil)
    }

    func swapViewControllers() {
        currentSegue = (currentSegue == segue1) ? segue2 : segue1
        performSegue(withIdentifier: currentSegue!, sender: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let destVC = segue.destination
        // 1
        if self.children.count > 0 {
            swapFromViewController(fromViewController: children[0], toViewController: destVC)
        } else { // 2
            addChild(destVC)
            destVC.view.frame = CGRect(x: 0, y: 0, width: self.view.frame.size.width, height: self.view.frame.size.height)
            // 3
            self.view.addSubview(destVC.view)
            destVC.didMove(toParent: self)
        }
    }

    func swapFromViewController(fromViewController: UIViewController, toViewController: UIViewController) {
        // 1
        toViewController.view.frame = CGRect(x: 0, y: 0, width: self.view.frame.size.width, height: self.view.frame.size.height)
        // 2
        fromViewController.willMove(toParent: nil)
        // 3
        addChild(toViewController)
        // 4
        transition(from: fromViewController, to: toViewController, duration: 0.4, options: .transitionCurlUp, animations: nil) { finished in
            // 5
            fromViewController.removeFromParent()
            toViewController.didMove(toParent: self)
        }
    }
}

class SeedViewController: UIViewController {
    var containerVC: ContainerController?
    let containerView = UIView()

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ContainerController" {
            containerVC = segue.destination as? ContainerController
        }
    }

    func switchControllerAction(sender: AnyObject) {
        containerVC?.swapViewControllers()
    }
}

@MainActor
func seed004Storyboard() -> UIStoryboard {
    let board = UIStoryboard(name: "Main")
    board.register(identifier: "ViewController", initial: true) { SeedViewController() }
    board.register(identifier: "ContainerController") { ContainerController() }
    board.register(identifier: "FirstController") {
        let vc = FirstController(); vc.loadViewIfNeeded(); vc.view.backgroundColor = .red; return vc
    }
    board.register(identifier: "SecondController") {
        let vc = SecondController(); vc.loadViewIfNeeded(); vc.view.backgroundColor = .blue; return vc
    }
    board.addSegue(from: "ViewController", identifier: "ContainerController", kind: .embed(containerView: { vc in
        let host = (vc as! SeedViewController).containerView
        host.frame = CGRect(x: 0, y: 120, width: vc.view.bounds.width, height: 400)
        vc.view.addSubview(host)
        return host
    }), destination: "ContainerController")
    board.addSegue(from: "ContainerController", identifier: "FirstController", kind: .custom(EmptySegue.self), destination: "FirstController")
    board.addSegue(from: "ContainerController", identifier: "SecondController", kind: .custom(EmptySegue.self), destination: "SecondController")
    return board
}

@MainActor
@Suite struct Seed004Tests {
    @Test func embedSegueAndFirstChildAreInstalledWhenTheViewLoads() throws {
        let root = try #require(seed004Storyboard().instantiateInitialViewController() as? SeedViewController)
        makeWindow(root: root)
        let container = try #require(root.containerVC)
        #expect(container.parent === root)
        #expect(container.view.superview === root.containerView)
        #expect(container.children.count == 1)
        #expect(container.children[0] is FirstController)
        #expect(container.children[0].view.frame == CGRect(x: 0, y: 0, width: root.view.bounds.width, height: 400))
        #expect(container.children[0].view.window != nil)
    }

    @Test func segmentSwitchCurlsUpToTheOtherChildIn0_4Seconds() throws {
        let root = try #require(seed004Storyboard().instantiateInitialViewController() as? SeedViewController)
        makeWindow(root: root)
        let container = try #require(root.containerVC)
        let first = container.children[0]
        let t0 = CACurrentMediaTime()
        root.switchControllerAction(sender: root)
        let curl = try #require(container.view.layer.animation(forKey: "transition") as? CATransition)
        #expect(curl.type.rawValue == "pageCurl")
        #expect(curl.duration == 0.4)
        #expect(container.children.count == 2)   // until the completion removes the first
        UIApplication.shared.advance(by: 0.2)
        #expect(first.view.superview === container.view)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(CACurrentMediaTime() - t0 >= 0.4 - 1e-9)
        #expect(container.children.count == 1)
        #expect(container.children[0] is SecondController)
        #expect(first.view.superview == nil && first.parent == nil)
        #expect(container.view.subviews.count == 1)
        #expect(container.children[0].view.frame == CGRect(x: 0, y: 0, width: root.view.bounds.width, height: 400))
        root.switchControllerAction(sender: root)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(container.children[0] is FirstController)
    }
}

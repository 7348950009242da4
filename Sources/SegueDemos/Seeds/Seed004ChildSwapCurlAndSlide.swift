// Seed 004: the demos of the article "自定义 children view controller 动画" (Docs/Articles/004_971944d020e3f45b.txt).
// Transition: a container swaps its red and blue children through an empty custom segue with
// `transition(from:to:duration:options:animations:completion:)`: first a page curl (.transitionCurlUp),
// then the article's final version, a slide from the left or right.
import Foundation
@_spi(Testing) import OpenUIKit

/// The systems of seed article 004: a segmented control swapping a container's red and blue
/// children through an empty custom segue, with a page curl and with the final sliding version.
package enum Seed004 {
    /// The article's demos.
    package static var demos: [Demo] {
        [
            Demo(
                name: "seed004-curl",
                summary:
                    "Segmented control → empty custom segue → transition(from:to:) with .transitionCurlUp (0.4 s), and back.",
                article: .seed004
            ) { makeScene(slides: false) },
            Demo(
                name: "seed004-slide",
                summary:
                    "The article's final version: the second child slides in from the right, the first back from the left (ease-out).",
                article: .seed004
            ) { makeScene(slides: true) },
        ]
    }

    static let red = UIColor.red
    static let blue = UIColor.blue

    /// The article's storyboard, in code: the main scene embedding ContainerController in its
    /// container view, and the two empty custom segues to the red and blue children.
    @MainActor
    static func storyboard(slides: Bool) -> UIStoryboard {
        let board = UIStoryboard(name: "Main")
        board.register(identifier: "ViewController", initial: true) {
            let vc = SwitchViewController()
            vc.slides = slides
            return vc
        }
        board.register(identifier: "ContainerController") { ContainerController() }
        board.register(identifier: "FirstController") {
            child(FirstController(), colour: red, title: "First")
        }
        board.register(identifier: "SecondController") {
            child(SecondController(), colour: blue, title: "Second")
        }
        board.addSegue(
            from: "ViewController", identifier: "ContainerController",
            kind: .embed(containerView: { vc in
                let host = (vc as! SwitchViewController).containerView
                let top = DemoScenery.barBottom + 66
                let bottom = UIScreen.main.safeAreaInsets.bottom + 16
                host.frame = CGRect(
                    x: 16, y: top, width: vc.view.bounds.width - 32,
                    height: vc.view.bounds.height - top - bottom)
                host.layer.cornerRadius = 14
                host.clipsToBounds = true  // IB's "Clip to Bounds", so a sliding child stays inside
                vc.view.addSubview(host)
                return host
            }), destination: "ContainerController")
        board.addSegue(
            from: "ContainerController", identifier: "FirstController",
            kind: .custom(EmptySegue.self), destination: "FirstController")
        board.addSegue(
            from: "ContainerController", identifier: "SecondController",
            kind: .custom(EmptySegue.self), destination: "SecondController")
        return board
    }

    @MainActor
    static func child(_ vc: UIViewController, colour: UIColor, title: String) -> UIViewController {
        vc.loadViewIfNeeded()
        vc.view.backgroundColor = colour
        let label = DemoScenery.label(
            title, size: 34, weight: .bold, color: .white, alignment: .center)
        label.frame = CGRect(x: 0, y: 40, width: vc.view.bounds.width, height: 44)
        label.autoresizingMask = [.flexibleWidth]
        vc.view.addSubview(label)
        return vc
    }

    @MainActor
    static func makeScene(slides: Bool) -> DemoScene {
        let root =
            storyboard(slides: slides).instantiateInitialViewController() as! SwitchViewController
        let window = DemoScenery.window(root: root)
        window.layoutIfNeeded()
        func center(_ v: UIView) -> CGPoint {
            v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: window)
        }
        let second = center(root.segments[1])
        let first = center(root.segments[0])
        let steps = DemoStep.roundTrip(
            "tap Second", { window.touchSynthesizer.tap(at: second) },
            back: "tap First", { window.touchSynthesizer.tap(at: first) })
        let scene = DemoScene(window: window, steps: steps, retaining: [root])
        // Start and end: the red first child in the container, the grouped background beside it,
        // the selected (white) first segment.
        let host = root.containerView
        let inside = host.convert(
            CGPoint(x: host.bounds.midX, y: host.bounds.midY + 60), to: window)
        let beside = CGPoint(x: 6, y: inside.y)
        let segmentPoint = root.segments[0].convert(CGPoint(x: 10, y: 15), to: window)
        scene.probes.start = [
            (inside, red), (beside, .systemGroupedBackground), (segmentPoint, .white),
        ]
        scene.probes.end = scene.probes.start
        return scene
    }
}

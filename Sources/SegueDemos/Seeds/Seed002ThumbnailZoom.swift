// Seed 002: the demos of the article "UIKit 自定义模态视图弹出" (Docs/Articles/002_7815c3768c9fe918.txt).
// Transition: `PopAnimator`: a herb's details screen zooms out of the tapped thumbnail on a 0.4-damping spring,
// and shrinks back into it on dismiss.
import Foundation
@_spi(Testing) import OpenUIKit

/// The systems of seed article 002: `PopAnimator`, which zooms a herb's details screen out of the
/// tapped thumbnail on a 0.4-damping spring and back into it.
package enum Seed002 {
    /// The article's demos.
    package static var demos: [Demo] {
        [
            Demo(
                name: "seed002-zoom",
                summary:
                    "Tap a herb: its details zoom out of the thumbnail on a spring, and shrink back into it on dismiss.",
                article: .seed002
            ) { makeScene() }
        ]
    }

    /// The herb tapped (index 1, Mint).
    static let tappedHerb = 1

    @MainActor
    static func makeScene() -> DemoScene {
        let list = HerbsViewController()
        let window = DemoScenery.window(root: list)
        window.layoutIfNeeded()
        let thumb = list.imageViews[tappedHerb]
        let tapPoint = thumb.convert(
            CGPoint(x: thumb.bounds.midX, y: thumb.bounds.midY), to: window)
        let steps = DemoStep.roundTrip(
            "tap \(Herb.all[tappedHerb].name)", { window.touchSynthesizer.tap(at: tapPoint) },
            back: "dismiss(animated:)", { list.presentedViewController?.dismiss(animated: true) })
        let scene = DemoScene(window: window, steps: steps, retaining: [list])
        // Start and end show the list: a card's white, the grouped background between cards, the
        // tapped thumbnail's top-left corner (its picture's pale blue background).
        let cardWhite = CGPoint(x: window.bounds.width - 30, y: tapPoint.y + 40)
        let between = CGPoint(
            x: window.bounds.midX,
            y: thumb.convert(CGPoint(x: 0, y: thumb.bounds.maxY + 17), to: window).y)
        let picture = thumb.convert(CGPoint(x: 12, y: 12), to: window)
        let mint = Herb.all[tappedHerb].backgroundTop
        scene.probes.start = [
            (cardWhite, .white), (between, .systemGroupedBackground),
            (picture, UIColor(red: mint.0, green: mint.1, blue: mint.2, alpha: 1)),
        ]
        scene.probes.end = scene.probes.start
        return scene
    }
}

// Issue 23 part 6: a photo grid that zooms a picture out of its cell with iOS 18's
// `preferredTransition = .zoom { … }`, pages to another photo and zooms back into that photo's
// cell, scrolled into view.
import Foundation
@_spi(Testing) import OpenUIKit

/// The demos of the screens transitions start from (issue 23): the photo grid's zoom.
package enum ListDemos {
    /// The demos, in gallery order.
    package static var demos: [Demo] {
        [photoGridZoom, largeTitlePush, largeTitleSearch, barAppearancePush, gridReorder]
    }

    static let article = DemoArticle(
        id: "lists", title: "Screens transitions start from (issue 23)", file: "")

    /// The photo tapped, and the one paged to before going back (partly out of view in the grid).
    static let tappedPhoto = 13
    static let pagedToPhoto = 16

    /// Tap photo 13: it zooms into a pager; three swipes page to photo 16; back zooms into
    /// photo 16's cell, which the grid scrolls fully into view first (it is half under the
    /// home indicator's area).
    package static var photoGridZoom: Demo {
        Demo(
            name: "photo-grid-zoom",
            summary:
                "A UICollectionViewController grid: a photo zooms into a pager (preferredTransition = .zoom), three swipes page on, and back zooms into the paged-to photo's cell, scrolled into view.",
            article: article,
            adoption:
                "pager.preferredTransition = .zoom { context in grid.cell(showing: pager.currentIndex) }"
        ) { makeScene() }
    }

    @MainActor
    static func makeScene() -> DemoScene {
        let grid = PhotoGridViewController()
        let nav = UINavigationController(rootViewController: grid)
        let window = DemoScenery.window(root: nav)
        window.layoutIfNeeded()
        let cv = grid.collectionView!
        cv.layoutIfNeeded()
        let cellFrame =
            cv.layoutAttributesForItem(at: IndexPath(item: tappedPhoto, section: 0))?
            .frame ?? .zero
        let tapPoint = cv.convert(CGPoint(x: cellFrame.midX, y: cellFrame.midY), to: window)
        let width = window.bounds.width
        let swipe: @MainActor () -> Void = {
            window.touchSynthesizer.drag(
                from: CGPoint(x: width * 0.8, y: 420), to: CGPoint(x: width * 0.3, y: 420),
                duration: 0.2)
        }
        var steps: [DemoStep] = [
            .wait(0.3),
            .perform("tap photo \(tappedPhoto)", { window.touchSynthesizer.tap(at: tapPoint) }),
            .settle(timeout: 3), .wait(0.3),
        ]
        for n in 1...(pagedToPhoto - tappedPhoto) {
            steps += [.perform("swipe to photo \(tappedPhoto + n)", swipe), .settle(timeout: 3)]
        }
        steps += [
            .wait(0.3),
            .perform("popViewController(animated:)", { nav.popViewController(animated: true) }),
            .settle(timeout: 3), .wait(0.4),
        ]
        let scene = DemoScene(window: window, steps: steps, retaining: [grid, nav])
        return scene
    }
}

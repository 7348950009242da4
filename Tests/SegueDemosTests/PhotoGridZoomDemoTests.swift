import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import Testing

@testable import SegueDemos

/// The photo grid's zoom (issue 23 part 6): the photo grows out of its cell (hidden meanwhile),
/// the pager pages on, and the way back zooms into the paged-to photo's cell, scrolled into view.
@MainActor
@Suite(.serialized) struct PhotoGridZoomDemoTests {
    /// The zoom's clipping wrapper around `view`, where the presentation layer has it, in the
    /// window.
    func zoomFrame(_ view: UIView, in window: UIWindow) -> CGRect? {
        guard let box = view.superview, box.clipsToBounds, let p = box.layer.presentation(),
            let container = box.superview
        else { return nil }
        let w = p.bounds.width * p.transform.m11
        let h = p.bounds.height * p.transform.m22
        let frame = CGRect(x: p.position.x - w / 2, y: p.position.y - h / 2, width: w, height: h)
        return container.convert(frame, to: window)
    }

    func perform(_ step: DemoStep) {
        if case .perform(_, let action) = step { action() }
    }

    @Test func thePhotoZoomsOutOfItsCellAndBackIntoThePagedToCellScrolledIntoView() throws {
        let demo = try #require(DemoCatalog.demo(named: "photo-grid-zoom"))
        let scene = DemoPlayer(demo: demo).makeScene()
        let window = scene.window
        let grid = try #require(scene.retained.first as? PhotoGridViewController)
        let nav = try #require(grid.navigationController)
        let cv = try #require(grid.collectionView)
        let tapped = try #require(
            cv.cellForItem(at: IndexPath(item: ListDemos.tappedPhoto, section: 0)))
        let tappedFrame = tapped.convert(tapped.bounds, to: window)
        // Photo 16's cell is partly below the visible area before the push.
        let target = IndexPath(item: ListDemos.pagedToPhoto, section: 0)
        let visible = cv.bounds.inset(by: cv.adjustedContentInset)
        #expect(!visible.contains(try #require(cv.layoutAttributesForItem(at: target)).frame))
        perform(scene.steps[1])
        // The tap ends, the push starts on the next turn: step to the zoom's first frame (0 %).
        var pager: PhotoPagerViewController?
        for _ in 0..<30 where pager.flatMap({ zoomFrame($0.view, in: window) }) == nil {
            UIApplication.shared.advance(by: 1.0 / 60)
            pager = nav.topViewController as? PhotoPagerViewController
        }
        let zoomed = try #require(pager)
        let start = try #require(zoomFrame(zoomed.view, in: window))
        #expect(tapped.isHidden, "the cell hides during the zoom")
        #expect(abs(start.minX - tappedFrame.minX) < 12 && abs(start.minY - tappedFrame.minY) < 12)
        #expect(abs(start.width - tappedFrame.width) < 24)
        // 50 %: between the cell and the screen.
        UIApplication.shared.advance(by: 0.25)
        let mid = try #require(zoomFrame(zoomed.view, in: window))
        #expect(mid.width > tappedFrame.width + 60 && mid.width < window.bounds.width)
        #expect(mid.minY < tappedFrame.minY && mid.minY > 0)
        // 100 %: the pager fills the screen, showing the tapped photo.
        #expect(UIApplication.shared.runUntilIdle())
        #expect(zoomed.view.convert(zoomed.view.bounds, to: window) == window.bounds)
        #expect(zoomed.currentIndex == ListDemos.tappedPhoto)

        // Three swipes page on to photo 16, whose cell is partly below the grid's visible area.
        for step in scene.steps.dropFirst(4) {
            guard case .perform(let name, _) = step, name.hasPrefix("swipe") else { continue }
            perform(step)
            #expect(UIApplication.shared.runUntilIdle())
        }
        #expect(zoomed.currentIndex == ListDemos.pagedToPhoto)

        // The way back asks for the source again: the grid scrolls photo 16's cell into view and
        // the zoom shrinks into it.
        nav.popViewController(animated: true)
        for _ in 0..<30 where zoomFrame(zoomed.view, in: window) == nil {
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        let landing = try #require(cv.cellForItem(at: target))
        #expect(landing.isHidden)
        #expect(
            !tapped.isHidden
                || cv.indexPath(for: tapped) != IndexPath(item: ListDemos.tappedPhoto, section: 0))
        let landingFrame = landing.convert(landing.bounds, to: window)
        #expect(window.bounds.inset(by: cv.adjustedContentInset).contains(landingFrame))
        UIApplication.shared.advance(by: 0.45)
        let end = try #require(zoomFrame(zoomed.view, in: window))
        #expect(abs(end.midX - landingFrame.midX) < 12 && abs(end.midY - landingFrame.midY) < 12)
        #expect(abs(end.width - landingFrame.width) < 24)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.topViewController === grid)
        #expect(!landing.isHidden)
    }

    @Test func recordingTheDemoFinishes() throws {
        let demo = try #require(DemoCatalog.demo(named: "photo-grid-zoom"))
        let player = DemoPlayer(demo: demo)
        let scene = player.makeScene()
        let recording = try player.record(scene, fps: 15, scale: 1)
        #expect(recording.frames.count > 40)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/demos", withIntermediateDirectories: true)
        if let strip = try? recording.filmstrip(columns: 6, maximumFrames: 24) {
            try? strip.pngData().write(to: URL(fileURLWithPath: "/tmp/demos/photo-grid-zoom.png"))
        }
    }
}

import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import Testing

@testable import SegueDemos

@MainActor
@Suite struct Seed002DemoTests {
    @Test func zoomDemoPresentsAndDismissesAndShowsTheThumbnailAgain() throws {
        let run = try DemoRun.play("seed002-zoom")
        #expect(run.finished)
        #expect(TransitionDiagnostics.shared.invariantViolations.isEmpty)
        let list = try #require(run.scene.retained.first as? HerbsViewController)
        #expect(list.presentedViewController == nil)
        #expect(list.lastDetails == nil)
        #expect(list.selectedImage === list.imageViews[Seed002.tappedHerb])
        #expect(list.imageViews.allSatisfy { !$0.isHidden })  // dismissCompletion showed it again
        #expect(run.scene.window.subviews.count == 1 && run.scene.window.subviews[0] === list.view)
    }

    @Test func theDetailsFlyOutOfTheThumbnailWithTheThumbnailHidden() throws {
        let demo = try #require(DemoCatalog.demo(named: "seed002-zoom"))
        let scene = DemoPlayer(demo: demo).makeScene()
        let list = try #require(scene.retained.first as? HerbsViewController)
        let thumb = list.imageViews[Seed002.tappedHerb]
        let thumbFrame = thumb.convert(thumb.bounds, to: scene.window)
        if case .perform(_, let tap) = scene.steps[1] { tap() }
        UIApplication.shared.advance(by: 0.1)  // tap recognized, transition started
        let details = try #require(list.presentedViewController as? HerbDetailsViewController)
        #expect(thumb.isHidden)
        UIApplication.shared.advance(by: 0.05)
        let flying = try #require(details.view.layer.presentation()).frame
        let full = scene.window.bounds
        // Between the thumbnail's frame and the full screen: bigger than the thumbnail, smaller
        // than the screen, its centre between the two centres.
        #expect(flying.width > thumbFrame.width && flying.width < full.width)
        #expect(flying.height > thumbFrame.height && flying.height < full.height)
        #expect(
            flying.midY > min(thumbFrame.midY, full.midY)
                && flying.midY < max(thumbFrame.midY, full.midY))
        #expect(UIApplication.shared.runUntilIdle())
        #expect(details.view.frame == full && details.view.transform == .identity)
        details.dismiss(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(!thumb.isHidden)
    }

    @Test func recordingShowsTheZoom() throws {
        let run = try DemoRun.record("seed002-zoom")
        #expect(run.finished)
        try run.expectProbesAndVisibleTransition()
    }
}

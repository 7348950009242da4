@_spi(Testing) import OpenUIKit
import Segue
import Testing

/// Views with the same `segueMatchID` on both screens morph into each other while the screens
/// play the transition.
@MainActor
@Suite struct MatchedElementTests {
    let window = UIWindow(frame: CGRect(origin: .zero, size: catalogueWindow))

    func presented(_ transition: SegueTransition) -> (ThumbnailScreen, PhotoDetailScreen) {
        let list = ThumbnailScreen()
        window.rootViewController = list
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let detail = PhotoDetailScreen()
        list.present(detail, transition: transition)
        return (list, detail)
    }

    /// The stand-in: the container's front-most subview.
    func standIn(of detail: UIViewController) -> CALayer? {
        detail.view.superview?.subviews.last?.layer.presentation()
    }

    @Test func theThumbnailGrowsIntoTheHeaderHalfWayAtHalfTime() throws {
        let (list, detail) = presented(SegueTransition.fade.timing(.linear).duration(0.5))
        UIApplication.shared.advance(by: 0.25)
        let morph = try #require(standIn(of: detail))
        // Frame half-way from (20, 30, 60, 40) to (0, 0, 180, 90), corners from 8 to 0.
        #expect(abs(morph.frame.origin.x - 10) < 1)
        #expect(abs(morph.frame.origin.y - 15) < 1)
        #expect(abs(morph.frame.width - 120) < 1)
        #expect(abs(morph.frame.height - 65) < 1)
        #expect(abs(morph.cornerRadius - 4) < 0.5)
        // The originals are hidden while the stand-in travels.
        #expect(list.thumbnail.alpha == 0 && detail.header.alpha == 0)
        UIApplication.shared.runUntilIdle()
        #expect(list.thumbnail.alpha == 1 && detail.header.alpha == 1)
        #expect(detail.view.superview?.subviews.count == 1, "the stand-in is gone")
    }

    @Test func eachSnapshotKeepsItsAspectRatio() throws {
        let (_, detail) = presented(SegueTransition.fade.timing(.linear).duration(0.5))
        UIApplication.shared.advance(by: 0.25)
        let container = try #require(detail.view.superview?.subviews.last)
        // The thumbnail's snapshot (front) stays 3:2 and the header's (back) 2:1, each covering
        // the stand-in as .scaleAspectFill would: no stretch.
        let thumb = try #require(container.subviews.last?.layer.presentation())
        let header = try #require(container.subviews.first?.layer.presentation())
        #expect(abs(thumb.bounds.width / thumb.bounds.height - 1.5) < 0.01)
        #expect(abs(header.bounds.width / header.bounds.height - 2) < 0.01)
        let frame = try #require(container.layer.presentation()).bounds
        #expect(
            thumb.bounds.width >= frame.width - 0.5 && thumb.bounds.height >= frame.height - 0.5)
        UIApplication.shared.runUntilIdle()
    }

    @Test func aCancelledInteractiveDismissalPutsTheElementsBack() {
        let (list, detail) = presented(.zoomOut)
        UIApplication.shared.runUntilIdle()
        window.touchSynthesizer.drag(
            from: CGPoint(x: 90, y: 150), to: CGPoint(x: 90, y: 175), duration: 0.6)
        UIApplication.shared.advance(by: 0.4)
        #expect(detail.header.alpha == 0, "morphing under the finger")
        UIApplication.shared.runUntilIdle()
        #expect(list.presentedViewController === detail)
        #expect(detail.header.alpha == 1 && list.thumbnail.alpha == 1)
        #expect(detail.view.superview?.subviews.count == 1)
    }
}

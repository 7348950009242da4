import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Zooming scales the delegate's view, the content size follows, the scale keeps to its limits.
@MainActor
@Suite struct ScrollViewZoomingTests {
    private func photoStage() -> (ScrollStage, UIView) {
        let stage = ScrollStage(contentSize: CGSize(width: 390, height: 390))
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 390))
        stage.scrollView.addSubview(photo)
        stage.log.zoomView = photo
        stage.scrollView.minimumZoomScale = 1
        stage.scrollView.maximumZoomScale = 4
        return (stage, photo)
    }

    @Test func settingTheZoomScaleScalesTheViewAndTheContent() {
        let (stage, photo) = photoStage()
        stage.scrollView.zoomScale = 2
        #expect(photo.frame == CGRect(x: 0, y: 0, width: 780, height: 780))
        #expect(stage.scrollView.contentSize == CGSize(width: 780, height: 780))
        #expect(stage.log.calls.contains("didZoom"))
        stage.scrollView.zoomScale = 10
        #expect(stage.scrollView.zoomScale == 4)
    }

    @Test func thePinchExistsOnlyWhileTheScalesDiffer() {
        let (stage, _) = photoStage()
        #expect(stage.scrollView.pinchGestureRecognizer != nil)
        stage.scrollView.maximumZoomScale = 1
        #expect(stage.scrollView.pinchGestureRecognizer == nil)
    }

    @Test func aPinchPastTheLimitBouncesBackToIt() {
        let (stage, _) = photoStage()
        stage.window.touchSynthesizer.pinch(
            center: CGPoint(x: 195, y: 195), fromDistance: 50, toDistance: 300, duration: 0.3,
            angle: 0)
        UIApplication.shared.runUntilIdle()
        #expect(stage.scrollView.zoomScale == 4)
        #expect(stage.log.calls.last == "didEndZooming(4.0)")
        #expect(!stage.scrollView.isZooming && !stage.scrollView.isZoomBouncing)
    }

    @Test func zoomToARectFillsTheBoundsWithIt() {
        let (stage, _) = photoStage()
        stage.scrollView.zoom(to: CGRect(x: 100, y: 100, width: 195, height: 195), animated: false)
        #expect(stage.scrollView.zoomScale == 2)
    }
}

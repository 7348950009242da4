@_spi(Testing) import OpenUIKit
import SegueRender
import SnapshotTesting
import Testing

@testable import SegueTesting

@MainActor
@Suite(.temporaryArtifacts) struct MotionStrategyTests {
    let fadeIn = TransitionScenario.present(
        { SwatchViewController.fadingIn(fill: .red, square: .white) },
        from: { SwatchViewController(fill: .blue, square: .yellow) },
        windowSize: CGSize(width: 40, height: 60))

    @Test func animatedImageIsAnAPNGOfEveryFrame() throws {
        var data: Data?
        Snapshotting<TransitionScenario, Data>.animatedImage(fps: 10).snapshot(fadeIn).run {
            data = $0
        }
        let png = try #require(data)
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let frames = try fadeIn.run(fps: 10).recording.frames.count
        #expect(APNGSummary(png).frames == frames)
        #expect(frames == 4, "0, 0.1, 0.2, 0.3 s")
        // The default image of the APNG is the first frame: the blue presenter.
        let first = try Bitmap(pngData: png)
        #expect(first[2, 2] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func animatedImageMatchesItsRecordedReference() {
        assertSnapshot(of: fadeIn, as: .animatedImage(fps: 10))
    }

    @Test func animatedImageDiffNamesSizesAndFrames() throws {
        let strategy = Snapshotting<TransitionScenario, Data>.animatedImage(fps: 10)
        var data: Data?
        strategy.snapshot(fadeIn).run { data = $0 }
        let png = try #require(data)
        #expect(strategy.diffing.diffV2(png, png) == nil)
        let message = try #require(strategy.diffing.diffV2(png, png + Data([0]))?.0)
        #expect(
            message.contains("reference \(png.count) bytes, 4 frames, new \(png.count + 1) bytes"))
    }

    @Test func appearingControllerAtAnInstantAfterViewDidAppear() throws {
        var image: UIImage?
        Snapshotting<UIViewController, UIImage>.image(
            at: .afterViewDidAppear(0.5), size: CGSize(width: 40, height: 40), scale: 1
        ).snapshot(FadesInOnAppearViewController()).run { image = $0 }
        let bitmap = try #require(image).segueBitmap
        // Half-way through a linear 1 s fade of green over white.
        let pixel = bitmap[20, 20]
        #expect(
            abs(Int(pixel.r) - 128) <= 3 && pixel.g == 255 && abs(Int(pixel.b) - 128) <= 3,
            "\(pixel)")
        #expect(bitmap[2, 2] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func appearingControllerSettled() throws {
        var image: UIImage?
        Snapshotting<UIViewController, UIImage>.image(
            at: .settled, size: CGSize(width: 40, height: 40), scale: 1
        ).snapshot(FadesInOnAppearViewController()).run { image = $0 }
        let bitmap = try #require(image).segueBitmap
        #expect(bitmap[20, 20] == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func appearingControllerReferences() {
        let controller = { FadesInOnAppearViewController() as UIViewController }
        assertSnapshot(
            of: controller(),
            as: .image(at: .afterViewDidAppear(0.25), size: CGSize(width: 40, height: 40)),
            named: "quarter")
        assertSnapshot(
            of: controller(), as: .image(at: .settled, size: CGSize(width: 40, height: 40)),
            named: "settled")
    }
}

import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import SnapshotTesting
import Testing

@testable import SegueTesting

@MainActor
@Suite(.temporaryArtifacts) struct ImageStrategyTests {
    /// A `width × height` image of one straight colour, at scale 1.
    func solid(_ width: Int, _ height: Int, _ rgba: [UInt8]) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                bitmap[x, y] = RGBA8(r: rgba[0], g: rgba[1], b: rgba[2], a: rgba[3])
            }
        }
        return bitmap
    }

    func image(_ bitmap: Bitmap) -> UIImage { UIImage.segueImage(bitmap, scale: 1) }

    @Test func viewImageMatchesItsRecordedPNGReference() {
        assertSnapshot(of: makeSampleView(), as: .image)
    }

    @Test func viewImageIsDrawnAtTwiceThePointSizeByDefault() throws {
        let image = Snapshotting<UIView, UIImage>.image.snapshot
        var result: UIImage?
        image(makeSampleView()).run { result = $0 }
        let cg = try #require(result?.cgImage)
        #expect(cg.width == 80 && cg.height == 60)
        #expect(result?.scale == 2)
    }

    @Test func sizeResizesTheViewBeforeDrawing() {
        assertSnapshot(
            of: makeSampleView(), as: .image(size: CGSize(width: 30, height: 20), scale: 1))
    }

    @Test func viewControllerImageHostsTheControllerInAWindowOfTheGivenSize() {
        let controller: UIViewController = SwatchViewController(fill: .yellow, square: .green)
        assertSnapshot(of: controller, as: .image(size: CGSize(width: 40, height: 40)))
        #expect(controller.view.bounds.size == CGSize(width: 40, height: 40))
    }

    @Test func onePixelChangeFailsAgainstTheReference() throws {
        let view = makeSampleView()
        assertSnapshot(of: view, as: .image, named: "base")
        // Half a point at 2× is exactly one pixel.
        let speck = UIView(frame: CGRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5))
        speck.backgroundColor = .black
        view.addSubview(speck)
        let message = try #require(
            verifySnapshot(of: view, as: .image, named: "base", record: .never))
        #expect(message.contains("1 of 4800 pixels differ"), "\(message)")
        #expect(
            verifySnapshot(of: view, as: .image(precision: 0.999), named: "base", record: .never)
                == nil, "1 pixel in 4800 is within 0.1 %")
    }

    @Test func failedDiffAttachesReferenceFailureAndDifferencePNGs() throws {
        let reference = solid(4, 4, [255, 255, 255, 255])
        var changed = reference
        changed[1, 2] = RGBA8(r: 0, g: 0, b: 0, a: 255)
        let (message, attachments) = try #require(
            Diffing<UIImage>.image.diffV2(image(reference), image(changed)))
        #expect(message.contains("1 of 16 pixels differ"))
        var names: [String] = []
        var difference: Bitmap?
        for attachment in attachments {
            if case .data(let data, let name) = attachment {
                names.append(name)
                if name.hasSuffix(".difference.png") { difference = try Bitmap(pngData: data) }
            }
        }
        #expect(
            names.map { $0.components(separatedBy: ".").suffix(2).joined(separator: ".") } == [
                "reference.png", "failure.png", "difference.png",
            ])
        let diff = try #require(difference)
        #expect(diff[1, 2] == RGBA8(r: 255, g: 0, b: 0, a: 255), "the changed pixel is red")
        #expect(diff[0, 0] == RGBA8(r: 140, g: 140, b: 140, a: 255), "unchanged white is dim grey")
    }

    @Test func precisionIsTheShareOfMatchingPixels() {
        let reference = solid(10, 10, [0, 0, 255, 255])
        var changed = reference
        changed[0, 0] = RGBA8(r: 255, g: 0, b: 0, a: 255)
        changed[1, 0] = RGBA8(r: 255, g: 0, b: 0, a: 255)
        #expect(
            Diffing<UIImage>.image(precision: 0.98).diffV2(image(reference), image(changed)) == nil)
        let strict = Diffing<UIImage>.image(precision: 0.99).diffV2(
            image(reference), image(changed))
        #expect(
            strict?.0.hasPrefix("Actual image precision 0.98 is less than required 0.99\n") == true)
    }

    @Test func perceptualPrecisionToleratesSmallColourDifferencesOnly() {
        let reference = solid(3, 3, [128, 128, 128, 255])
        var nearly = reference
        nearly[1, 1] = RGBA8(r: 130, g: 128, b: 128, a: 255)
        // ΔE*ab of (130,128,128) from (128,128,128) is about 0.9: within 2, not within 0.5.
        #expect(
            Diffing<UIImage>.image(perceptualPrecision: 0.98).diffV2(
                image(reference), image(nearly))
                == nil)
        let message = Diffing<UIImage>.image(perceptualPrecision: 0.995).diffV2(
            image(reference), image(nearly))?.0
        #expect(
            message?.contains("The lowest perceptual color precision 0.99") == true,
            "\(message ?? "")")
        #expect(
            Diffing<UIImage>.image(perceptualPrecision: 0.98).diffV2(
                image(reference), image(solid(3, 3, [200, 128, 128, 255]))) != nil,
            "a large difference still fails")
    }

    @Test func alphaAloneCountsAsAPerceptualDifference() {
        let opaque = solid(1, 1, [0, 0, 0, 255])
        let clear = solid(1, 1, [0, 0, 0, 0])
        #expect(abs(ImageComparison.deltaE(opaque.pixels, clear.pixels, at: 0) - 100) < 0.001)
    }

    @Test func labValuesOfBlackWhiteAndRedAreCIEs() {
        let white = ImageComparison.lab(r: 255, g: 255, b: 255)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        #expect(ImageComparison.lab(r: 0, g: 0, b: 0) == (0, 0, 0))
        let red = ImageComparison.lab(r: 255, g: 0, b: 0)
        #expect(abs(red.l - 53.24) < 0.01 && abs(red.a - 80.09) < 0.01 && abs(red.b - 67.20) < 0.01)
    }

    @Test func differentSizesFailWithBothSizes() {
        let message = Diffing<UIImage>.image.diffV2(
            image(solid(2, 2, [0, 0, 0, 255])), image(solid(3, 2, [0, 0, 0, 255])))?.0
        #expect(
            message?.hasPrefix("Newly-taken snapshot@3×2 px does not match reference@2×2 px.\n")
                == true)
    }
}

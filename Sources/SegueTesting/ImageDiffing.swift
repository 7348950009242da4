import Foundation
import OpenUIKit
import SegueRender
import SnapshotTesting

extension UIImage {
    /// The image's pixels as a renderer bitmap (premultiplied RGBA8, top row first).
    var segueBitmap: Bitmap {
        guard let cg = cgImage else { return Bitmap(width: 0, height: 0) }
        return Bitmap(width: cg.width, height: cg.height, premultipliedPixels: cg.pixels)
    }

    /// An image over a renderer bitmap at `scale` pixels per point; a 1×1 transparent image when
    /// the bitmap is empty (a `CGImage` cannot be empty).
    static func segueImage(_ bitmap: Bitmap, scale: CGFloat) -> UIImage {
        guard bitmap.width > 0, bitmap.height > 0 else {
            return UIImage(
                cgImage: CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0]),
                scale: scale, orientation: .up)
        }
        return UIImage(
            cgImage: CGImage(
                width: bitmap.width, height: bitmap.height, validPremultipliedRGBA: bitmap.pixels),
            scale: scale, orientation: .up)
    }
}

extension Diffing where Value == UIImage {
    /// PNG files compared pixel for pixel.
    public static var image: Diffing { .image() }

    /// PNG references on disk, compared as swift-snapshot-testing compares images on iOS.
    ///
    /// - Parameters:
    ///   - precision: the share of pixels (0…1) that must match. Unlike the library on Apple
    ///     platforms, which counts bytes, this counts whole pixels. Default 1.
    ///   - perceptualPrecision: how close (0…1) a pixel must be to match: a pixel matches when its
    ///     CIE76 colour difference ΔE*ab (Euclidean distance in CIE L\*a\*b\*, D65, from sRGB) is at
    ///     most `(1 − perceptualPrecision) × 100`. Apple's `CILabDeltaE`, which the library uses, is
    ///     close to CIE94; CIE76 is at least as strict for saturated colours. Alpha counts: each
    ///     pixel is compared over black and over white and the larger ΔE is taken. Default 1
    ///     (pixels must be identical).
    ///   - scale: the scale of decoded references (pixels per point). Default 2.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
    ) -> Diffing {
        let imageScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? 2
        let toData: (UIImage) -> Data = { image in
            (try? image.segueBitmap.pngData()) ?? Data()
        }
        return .diff(
            toData: toData,
            fromData: { data in
                UIImage.segueImage(
                    (try? Bitmap(pngData: data)) ?? Bitmap(width: 0, height: 0), scale: imageScale)
            }
        ) { old, new in
            let reference = old.segueBitmap
            let snapshot = new.segueBitmap
            guard
                let message = ImageComparison.compare(
                    reference, snapshot, precision: precision,
                    perceptualPrecision: perceptualPrecision)
            else { return nil }
            // The new image dimmed, the changed pixels red: labels (a filmstrip's times) and text
            // stay legible. Written with a manifest to the artifacts folder and attached to the
            // Swift Testing test, named after it (`Suite.test.1.difference.png`).
            let difference = UIImage.segueImage(
                ImageComparison.highlightedDifference(reference, snapshot), scale: new.scale)
            let name = SnapshotTestName.current()
            let recorded = FailureArtifacts.record(
                kind: .image, name: name, message: message,
                files: [
                    .init(role: "reference", name: "\(name.stem).reference.png", data: toData(old)),
                    .init(role: "failure", name: "\(name.stem).failure.png", data: toData(new)),
                    .init(
                        role: "difference", name: "\(name.stem).difference.png",
                        data: toData(difference)),
                ])
            return (message + "\n" + recorded.note, recorded.attachments)
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// A PNG snapshot of an image, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// A PNG snapshot of an image (see ``SnapshotTesting/Diffing/image(precision:perceptualPrecision:scale:)``).
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
    ) -> Snapshotting {
        .init(
            pathExtension: "png",
            diffing: .image(
                precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

/// Pixel comparison and difference images over premultiplied RGBA8 bitmaps.
package enum ImageComparison {
    /// Nil when `new` matches `reference` under the precisions, else why not.
    package static func compare(
        _ reference: Bitmap, _ new: Bitmap, precision: Float, perceptualPrecision: Float
    ) -> String? {
        guard reference.width > 0, reference.height > 0 else {
            return "Reference image could not be loaded."
        }
        guard new.width > 0, new.height > 0 else { return "Newly-taken snapshot is empty." }
        guard reference.width == new.width, reference.height == new.height else {
            return
                "Newly-taken snapshot@\(new.width)×\(new.height) px does not match "
                + "reference@\(reference.width)×\(reference.height) px."
        }
        let a = reference.pixels
        let b = new.pixels
        let identical = a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
        if identical { return nil }
        let pixelCount = reference.width * reference.height
        let threshold = Double(max(0, 1 - perceptualPrecision)) * 100
        var failing = 0
        var maximumDeltaE = 0.0
        var i = 0
        while i < a.count {
            if a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2] || a[i + 3] != b[i + 3]
            {
                let deltaE = perceptualPrecision < 1 ? Self.deltaE(a, b, at: i) : .infinity
                if deltaE > threshold {
                    failing += 1
                    if deltaE.isFinite { maximumDeltaE = max(maximumDeltaE, deltaE) }
                }
            }
            i += 4
        }
        let actualPrecision = 1 - Float(failing) / Float(pixelCount)
        guard actualPrecision < precision else { return nil }
        if perceptualPrecision >= 1 {
            if precision >= 1 {
                return "Newly-taken snapshot does not match reference: \(failing) of "
                    + "\(pixelCount) pixels differ."
            }
            return "Actual image precision \(actualPrecision) is less than required \(precision)"
        }
        let lowest = 1 - min(maximumDeltaE / 100, 1)
        return """
            The percentage of pixels that match \(actualPrecision) is less than required \(precision)
            The lowest perceptual color precision \(Float(lowest)) is less than required \
            \(perceptualPrecision)
            """
    }

    /// CIE76 ΔE*ab between the pixels at byte offset `i`, the larger of the two over black and
    /// over white (so a change of alpha alone counts).
    static func deltaE(_ a: [UInt8], _ b: [UInt8], at i: Int) -> Double {
        func lab(_ p: [UInt8], white: Bool) -> (Double, Double, Double) {
            let back = white ? 255 - Int(p[i + 3]) : 0
            return Self.lab(
                r: UInt8(min(255, Int(p[i]) + back)), g: UInt8(min(255, Int(p[i + 1]) + back)),
                b: UInt8(min(255, Int(p[i + 2]) + back)))
        }
        var worst = 0.0
        for white in [false, true] {
            let (l1, a1, b1) = lab(a, white: white)
            let (l2, a2, b2) = lab(b, white: white)
            let d = ((l1 - l2) * (l1 - l2) + (a1 - a2) * (a1 - a2) + (b1 - b2) * (b1 - b2))
                .squareRoot()
            worst = max(worst, d)
        }
        return worst
    }

    /// sRGB (8-bit, gamma-encoded) to CIE L\*a\*b\* with the D65 white point.
    package static func lab(r: UInt8, g: UInt8, b: UInt8) -> (l: Double, a: Double, b: Double) {
        func linear(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let (lr, lg, lb) = (linear(r), linear(g), linear(b))
        let x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047
        let y = 0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb
        let z = (0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb) / 1.08883
        func f(_ t: Double) -> Double {
            t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
        }
        let (fx, fy, fz) = (f(x), f(y), f(z))
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}

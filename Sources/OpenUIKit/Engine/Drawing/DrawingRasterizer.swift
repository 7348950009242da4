import Foundation
internal import SegueRaster

/// Turns what an image renderer's context recorded into pixels, with the raster core the
/// compositor paints layers with (SegueRaster: the same scan converter, stroker and image
/// sampler), so an image drawn here has the bytes a view drawing the same in `draw(_:)` shows.
enum DrawingRasterizer {
    /// The pixel size of a drawing of `size` points at `scale`: each side rounded up, as a
    /// bitmap context covers every partly covered pixel.
    static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        func side(_ points: CGFloat) -> Int {
            let pixels = (points * scale).rounded(.up)
            return pixels.isFinite && pixels > 0 ? Int(min(pixels, 32_768)) : 0
        }
        return (side(size.width), side(size.height))
    }

    /// The bitmap of `recording`, whose area `bounds` (points) becomes the image's pixels at
    /// `scale`; opaque images start black and keep alpha 255 everywhere. Nil for an empty area.
    static func image(
        of recording: CGContext.Recording, bounds: CGRect, scale: CGFloat, opaque: Bool
    ) -> CGImage? {
        let (width, height) = pixelSize(of: bounds.size, scale: scale)
        guard width > 0, height > 0 else { return nil }
        var bitmap =
            opaque
            ? Bitmap(
                width: width, height: height,
                filledWith: PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
            : Bitmap(width: width, height: height)
        let map = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        RecordingPlayer(map: map).play(recording, into: &bitmap)
        var pixels = bitmap.pixels
        if opaque {
            // What a clear or copy blend left transparent shows the black beneath, as the
            // colour of a premultiplied pixel is already its colour over black.
            for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
        }
        return CGImage(width: width, height: height, validPremultipliedRGBA: pixels)
    }
}

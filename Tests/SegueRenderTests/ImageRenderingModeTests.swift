import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

/// Image rendering modes in a `UIImageView`: a template image filled with the view's tint colour
/// (following it when it changes), `withTintColor(_:)` in its own colour, and the original
/// colours otherwise. The PNGs go to /tmp/images/ for a look.
@MainActor
@Suite struct ImageRenderingModeTests {
    /// A 20 × 20 image: an opaque red left half, a half-transparent blue right half.
    static let image: UIImage = {
        var pixels: [UInt8] = []
        for _ in 0..<20 {
            for x in 0..<20 {
                pixels += x < 10 ? [255, 0, 0, 255] : [0, 0, 128, 128]
            }
        }
        return UIImage(cgImage: CGImage(width: 20, height: 20, premultipliedRGBA: pixels))
    }()

    /// The image view (20 × 20 at the origin) on white, rendered at scale 1.
    func render(_ image: UIImage, tint: UIColor? = nil, _ name: String) throws -> (
        Bitmap, UIImageView, UIView
    ) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        root.backgroundColor = .white
        if let tint { root.tintColor = tint }
        let view = UIImageView(image: image)
        root.addSubview(view)
        let bitmap = try Renderer(scale: 1).render(root)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/images", withIntermediateDirectories: true)
        try? bitmap.pngData().write(to: URL(fileURLWithPath: "/tmp/images/\(name).png"))
        return (bitmap, view, root)
    }

    func rgb(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] {
        let p = b[x, y]
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    @Test func anOriginalImageKeepsItsColours() throws {
        #expect(Self.image.renderingMode == .automatic)
        let (b, _, _) = try render(Self.image, tint: .green, "original")
        #expect(rgb(b, 5, 10) == [255, 0, 0])
        #expect(rgb(b, 15, 10) == [127, 127, 255], "half blue over white")
    }

    @Test func aTemplateImageIsItsAlphaInTheInheritedTintColour() throws {
        let template = Self.image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(template.size == Self.image.size)
        let (b, view, root) = try render(template, tint: .green, "template")
        #expect(rgb(b, 5, 10) == [0, 255, 0])
        #expect(rgb(b, 15, 10) == [127, 255, 127], "half green over white")
        view.tintColor = .red
        let again = try Renderer(scale: 1).render(root)
        #expect(rgb(again, 5, 10) == [255, 0, 0], "the new tint colour")
    }

    @Test func withTintColorDrawsInItsOwnColourWhateverTheViewsTint() throws {
        let tinted = Self.image.withTintColor(.blue)
        #expect(tinted.renderingMode == .alwaysOriginal)
        let (b, _, _) = try render(tinted, tint: .green, "tinted")
        #expect(rgb(b, 5, 10) == [0, 0, 255])
        #expect(rgb(b, 25, 10) == [255, 255, 255], "beside the image: the background")
    }
}

import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

/// A `UIImageView` places its image by every `contentMode` as UIKit does (the gravity names in
/// UIKit's visual sense: `.top` is the top of the screen). A 20 × 10 pt image (red left half,
/// blue right half) in a 40 × 40 pt view on white, rendered at scale 1.
@MainActor
@Suite struct ImageViewContentModeTests {
    static let image: UIImage = {
        var pixels: [UInt8] = []
        for _ in 0..<10 {
            for x in 0..<20 { pixels += x < 10 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        return UIImage(cgImage: CGImage(width: 20, height: 10, premultipliedRGBA: pixels))
    }()

    static let red: [Int] = [255, 0, 0]
    static let blue: [Int] = [0, 0, 255]
    static let white: [Int] = [255, 255, 255]

    /// Each mode with points (x, y) and the colour there.
    static let cases: [(UIView.ContentMode, [(Int, Int, [Int])])] = [
        (.scaleToFill, [(5, 5, red), (35, 35, blue), (15, 38, red)]),
        (.redraw, [(5, 5, red), (35, 35, blue)]),
        (.scaleAspectFit, [(5, 5, white), (5, 20, red), (35, 20, blue), (20, 35, white)]),
        (.scaleAspectFill, [(5, 5, red), (35, 35, blue), (16, 20, red), (22, 20, blue)]),
        (.center, [(12, 20, red), (28, 20, blue), (5, 5, white), (12, 12, white)]),
        (.top, [(12, 5, red), (28, 5, blue), (12, 20, white)]),
        (.bottom, [(12, 35, red), (28, 35, blue), (12, 20, white)]),
        (.left, [(2, 20, red), (18, 20, blue), (25, 20, white)]),
        (.right, [(22, 20, red), (38, 20, blue), (15, 20, white)]),
        (.topLeft, [(2, 2, red), (18, 2, blue), (2, 15, white)]),
        (.topRight, [(22, 2, red), (38, 2, blue), (15, 2, white)]),
        (.bottomLeft, [(2, 38, red), (18, 38, blue), (2, 25, white)]),
        (.bottomRight, [(22, 38, red), (38, 38, blue), (38, 25, white)]),
    ]

    @Test(arguments: 0..<13)
    func theImageLandsWhereTheContentModePutsIt(_ index: Int) throws {
        let (mode, points) = Self.cases[index]
        let view = UIImageView(image: Self.image)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.backgroundColor = .white
        view.contentMode = mode
        let bitmap = try Renderer(scale: 1).render(view)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/images", withIntermediateDirectories: true)
        try? bitmap.pngData().write(
            to: URL(fileURLWithPath: "/tmp/images/content-mode-\(mode.rawValue).png"))
        for (x, y, color) in points {
            let p = bitmap[x, y]
            #expect([Int(p.r), Int(p.g), Int(p.b)] == color, "\(mode) at (\(x), \(y))")
        }
    }

    @Test func anImageOfScaleTwoIsHalfItsPixelsInPoints() throws {
        let pixels = [UInt8](repeating: 255, count: 40 * 20 * 4)
        let image = UIImage(
            cgImage: CGImage(width: 40, height: 20, premultipliedRGBA: pixels), scale: 2,
            orientation: .up)
        #expect(image.size == CGSize(width: 20, height: 10))
        let view = UIImageView(image: image)
        #expect(view.frame.size == CGSize(width: 20, height: 10))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
    }
}

import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

/// Image views showing system symbols render sharp at @3x: the outline in the tint colour, the
/// box around it the background, placed by `contentMode`.
@MainActor
@Suite struct SymbolImageViewRenderingTests {
    @Test func symbolImageViewsRenderInTheirTintColour() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        window.backgroundColor = .white
        let names = ["heart.fill", "star", "clock", "magnifyingglass"]
        for (i, name) in names.enumerated() {
            let view = UIImageView(image: UIImage(systemName: name))
            view.frame = CGRect(x: 8 + CGFloat(i) * 48, y: 8, width: 40, height: 40)
            view.contentMode = .center
            view.tintColor = i % 2 == 0 ? .red : .blue
            window.addSubview(view)
        }
        let big = UIImageView(
            image: UIImage(
                systemName: "heart",
                withConfiguration: UIImage.SymbolConfiguration(pointSize: 8, weight: .black)))
        big.frame = CGRect(x: 8, y: 54, width: 20, height: 20)
        window.addSubview(big)
        let bitmap = try Renderer(scale: 3).render(window)
        // The filled heart's middle: the view's centre (28, 28) pt, 1 pt below (the heart's
        // 24-point box is centred in the 40-point view).
        #expect(bitmap[84, 87] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(bitmap[30, 30] == RGBA8(r: 255, g: 255, b: 255, a: 255), "outside the box")
        try? FileManager.default.createDirectory(
            atPath: "/tmp/look", withIntermediateDirectories: true)
        if let png = try? bitmap.pngData() {
            try? png.write(to: URL(fileURLWithPath: "/tmp/look/symbols.png"))
        }
    }
}

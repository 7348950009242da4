import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

@MainActor
@Suite struct RendererSceneTests {
    /// A small UI scene: white window, rounded blue rows, a rotated red card with a shadow and a label.
    func makeScene() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        window.backgroundColor = .white
        for i in 0..<5 {
            let row = UIView(frame: CGRect(x: 16, y: 20 + CGFloat(i) * 40, width: 168, height: 32))
            row.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.9)
            row.layer.cornerRadius = 8
            window.addSubview(row)
        }
        let card = UIView(frame: CGRect(x: 40, y: 120, width: 120, height: 140))
        card.backgroundColor = .systemRed
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        card.transform = CGAffineTransform(rotationAngle: 0.1)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 24))
        label.text = "Segue"
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 20)
        label.textAlignment = .center
        card.addSubview(label)
        window.addSubview(card)
        return window
    }

    @Test func sceneRendersBackgroundRowsAndCard() throws {
        let window = makeScene()
        let bitmap = try Renderer(scale: 2).render(window)
        #expect(bitmap.width == 400 && bitmap.height == 600)
        #expect(bitmap[2, 2] == RGBA8(r: 255, g: 255, b: 255, a: 255), "white window background")
        let row = bitmap[100, 70]  // centre of the first row (x 100 pt, y 36 pt → 72 px)
        #expect(row.b > 200 && row.r < 40, "blue row at 90% over white, got \(row)")
        let card = bitmap[200, 400]  // card centre (100, 190) pt → (200, 380) px; 400 is inside
        #expect(card.r > 230 && card.g < 90, "red card, got \(card)")
        if let png = try? bitmap.pngData() {
            try? png.write(to: URL(fileURLWithPath: "/tmp/look/scene.png"))
        }
    }
}

@MainActor
@Suite struct SnapshotRenderingTests {
    @Test func snapshotsKeepLabelTextAndSnapshotsOfSnapshotsLeaveTheSourceAlone() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        label.text = "MMMM"
        label.font = .boldSystemFont(ofSize: 40)
        label.textColor = .black
        window.addSubview(label)
        let live = try Renderer().render(window)
        UIApplication.shared.advance(by: 0)  // committed: a `false` snapshot shows it
        let snap = try #require(window.snapshotView(afterScreenUpdates: false))
        let fromSnapshot = try Renderer().render(snap)
        #expect(
            fromSnapshot == live, "the snapshot draws the label's text exactly as the live window")
        let sublayerCount = snap.layer.sublayers?.first?.sublayers?.count
        UIApplication.shared.advance(by: 0)  // the snapshot on screen in its turn
        let again = try #require(snap.snapshotView(afterScreenUpdates: false))
        #expect(
            snap.layer.sublayers?.first?.sublayers?.count == sublayerCount,
            "the source snapshot is unchanged")
        #expect(try Renderer().render(again) == live)
    }
}

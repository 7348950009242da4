import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import Testing

@testable import SegueDemos

/// The bar-appearance push: the list's bar is transparent at rest, the pushed screen's indigo
/// look fades in with the push and out with the pop.
@MainActor
@Suite(.serialized) struct BarAppearancePushDemoTests {
    func perform(_ step: DemoStep) {
        if case .perform(_, let action) = step { action() }
    }
    func eased(_ f: CGFloat) -> CGFloat {
        CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).value(at: Double(f)))
    }
    func pixel(_ b: Bitmap, _ x: CGFloat, _ y: CGFloat) -> [Int] {
        let p = b[Int(x), Int(y)]
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    @Test func theIndigoLookFadesInWithThePushAndOutWithThePop() throws {
        let demo = try #require(DemoCatalog.demo(named: "bar-appearance-push"))
        let scene = DemoPlayer(demo: demo).makeScene()
        let list = try #require(scene.retained.first as? AppearanceMailboxes)
        let nav = try #require(list.navigationController)
        let renderer = Renderer(scale: 1)
        let top = scene.window.safeAreaInsets.top
        func bar() throws -> [Int] {
            scene.window.layoutIfNeeded()
            return pixel(try renderer.render(scene.window), 300, top + 20)
        }
        // At rest the bar shows the grouped list's background, not a bar material.
        let rest = try renderer.render(scene.window)
        let page = pixel(rest, 5, top + 120)
        #expect(pixel(rest, 300, top + 20) == page)
        let indigo = UIColor.systemIndigo.resolvedColor(with: scene.window.traitCollection)
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        indigo.getRed(&r, green: &g, blue: &b, alpha: nil)
        let ink = [r, g, b].map { Int(($0 * 255).rounded()) }
        perform(scene.steps[1])
        var t0: CFTimeInterval?
        for _ in 0..<30 where t0 == nil {
            UIApplication.shared.advance(by: 1.0 / 60)
            if nav.viewControllers.count == 2 { t0 = CACurrentMediaTime() }
        }
        let start = try #require(t0)
        // 50 %: the indigo look part faded in.
        UIApplication.shared.advance(by: 0.175 - (CACurrentMediaTime() - start))
        let p = eased((CACurrentMediaTime() - start) / 0.35)
        // (What lies under the bar slides meanwhile: the red channel only has to be mixed.)
        let half = try bar()
        #expect(p > 0.3 && p < 0.7)
        #expect(half[0] > ink[0] + 20 && half[0] < page[0] - 20, "\(half) \(ink) \(page)")
        // 100 %: indigo.
        #expect(UIApplication.shared.runUntilIdle())
        let pushed = try bar()
        #expect(zip(pushed, ink).allSatisfy { abs($0 - $1) <= 1 }, "\(pushed) \(ink)")
        // The pop fades it out again: part way, then the list's background.
        nav.popViewController(animated: true)
        UIApplication.shared.advance(by: 0.175)
        let popping = try bar()
        #expect(popping != pushed && popping != page)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(try bar() == page)
    }

    @Test func recordingTheDemoFinishes() throws {
        let demo = try #require(DemoCatalog.demo(named: "bar-appearance-push"))
        let player = DemoPlayer(demo: demo)
        let scene = player.makeScene()
        let recording = try player.record(scene, fps: 15, scale: 1)
        #expect(recording.frames.count > 20)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/demos", withIntermediateDirectories: true)
        if let strip = try? recording.filmstrip(columns: 6, maximumFrames: 24) {
            try? strip.pngData().write(
                to: URL(fileURLWithPath: "/tmp/demos/bar-appearance-push.png"))
        }
    }
}

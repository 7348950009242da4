import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// `UIModalTransitionStyle.partialCurl` end to end: the presenting screen curls up part way and
/// stays curled over the presented one; dismissal uncurls it.
@MainActor
@Suite(.serialized) struct PartialCurlRenderTests {
    /// A 100×200 pt window: a red presenting screen, a blue presented one.
    func makeScene() -> (UIWindow, UIViewController, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let root = UIViewController()
        let sheet = UIViewController()
        root.view.backgroundColor = .red
        sheet.view.backgroundColor = .blue
        window.rootViewController = root
        window.makeKeyAndVisible()
        sheet.modalPresentationStyle = .fullScreen
        sheet.modalTransitionStyle = .partialCurl
        return (window, root, sheet)
    }

    func dump(_ b: Bitmap, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["SEGUE_PARTIAL_CURL_FRAMES"] else {
            return
        }
        try? b.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png"))
    }

    @Test func presentingScreenStaysCurledOverThePresentedOne() throws {
        let (window, root, sheet) = makeScene()
        _ = UIApplication.shared.runUntilIdle(timeout: 5)
        root.present(sheet, animated: true)
        let recording = try Recorder(window, fps: 10).recordUntilIdle(timeout: 5)
        for (i, f) in recording.frames.enumerated() { dump(f, "present-\(i)") }
        let end = try Renderer().render(window)
        dump(end, "presented")
        // The bottom of the screen shows the presented (blue) screen; the top is still the red
        // page, curled over: the page flat at the top-right, the flap's washed-out back (a pale
        // red) folded over the top-left.
        #expect(end[50, 195] == RGBA8(r: 0, g: 0, b: 255, a: 255), "\(end[50, 195])")
        #expect(end[95, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255), "\(end[95, 5])")
        let flap = end[5, 5]
        #expect(flap.r == 255 && flap.g == flap.b && flap.g > 120 && flap.g < 230, "\(flap)")
        #expect(sheet.presentingViewController === root)

        sheet.dismiss(animated: true)
        let uncurl = try Recorder(window, fps: 10).recordUntilIdle(timeout: 5)
        for (i, f) in uncurl.frames.enumerated() { dump(f, "dismiss-\(i)") }
        let done = try Renderer().render(window)
        dump(done, "dismissed")
        #expect(done[50, 195] == RGBA8(r: 255, g: 0, b: 0, a: 255), "\(done[50, 195])")
        #expect(done[5, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(root.presentedViewController == nil)
    }
}

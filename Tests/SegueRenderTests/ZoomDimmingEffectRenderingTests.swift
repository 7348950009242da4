import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// The zoom transition's `dimmingVisualEffect`: the dimming view is a visual-effect view whose
/// blur fades in with the zoom and is drawn blurred.
@MainActor
@Suite(.serialized) struct ZoomDimmingEffectRenderingTests {
    /// A white list screen with a black 40×40 square in its top-left corner and a thumbnail.
    final class ListVC: UIViewController {
        let thumbnail = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
        override func viewDidLoad() {
            view.backgroundColor = .white
            let square = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            square.backgroundColor = .black
            view.addSubview(square)
            thumbnail.backgroundColor = .orange
            view.addSubview(thumbnail)
        }
    }

    /// Presents a detail zooming from the thumbnail, 0.1 s in; returns the window.
    func zoomed(effect: UIBlurEffect?) throws -> (UIWindow, UIView?) {
        let list = ListVC()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        window.rootViewController = list
        window.makeKeyAndVisible()
        #expect(UIApplication.shared.runUntilIdle())
        let options = UIViewController.Transition.ZoomOptions()
        options.dimmingVisualEffect = effect
        let detail = UIViewController()
        detail.view.backgroundColor = .blue
        detail.preferredTransition = .zoom(options: options) { _ in list.thumbnail }
        list.present(detail, animated: true)
        UIApplication.shared.advance(by: 0.1)
        let container = detail.view.superview?.superview
        return (window, container?.subviews.first { $0 is UIVisualEffectView })
    }

    @Test func withADimmingVisualEffectTheSourceIsBlurredAsTheZoomBegins() throws {
        let (window, effectView) = try zoomed(effect: UIBlurEffect(style: .regular))
        let presented = try #require(effectView?.layer.presentation() as? BackdropBlurLayer)
        #expect(presented.blurRadius > 1 && presented.blurRadius < 29, "\(presented.blurRadius)")
        let b = try Renderer().render(window)
        if let dir = ProcessInfo.processInfo.environment["SEGUE_PNG_DIR"] {
            try b.pngData().write(to: URL(fileURLWithPath: dir + "/effect-zoom.png"))
        }
        // The black square's edge is spread: white just right of it turns grey, black just inside
        // turns lighter; far from it the white stays white under the white tint.
        #expect(b[42, 20].r < 235, "\(b[42, 20])")
        #expect(b[37, 20].r > 20, "\(b[37, 20])")
        #expect(b[180, 20].r >= 250, "\(b[180, 20])")
        #expect(UIApplication.shared.runUntilIdle())
        #expect(effectView?.superview == nil, "the dimming view leaves with the transition")
    }

    @Test func withoutOneTheDimmingIsAFlatColour() throws {
        let (window, effectView) = try zoomed(effect: nil)
        #expect(effectView == nil)
        let b = try Renderer().render(window)
        #expect(b[42, 20] == b[180, 20], "no blur: \(b[42, 20]) vs \(b[180, 20])")
        #expect(b[37, 20].r == 0)
        #expect(UIApplication.shared.runUntilIdle())
    }
}

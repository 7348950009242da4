import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import SegueRender
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A PNG of the view at 2× (see ``image(precision:perceptualPrecision:size:scale:)``).
    public static var image: Snapshotting { .image() }

    /// A PNG of the view and its subviews, drawn by SegueRender's software compositor.
    ///
    /// Pending layout and animations are committed first (the clock does not move); the view is
    /// drawn in its own bounds, presentation values included, without colour management.
    ///
    /// - Parameters:
    ///   - precision: the share of pixels that must match (see `Diffing.image`).
    ///   - perceptualPrecision: per-pixel CIE76 ΔE threshold, as `1 − ΔE/100`.
    ///   - size: when given, the view's frame is resized to it before drawing.
    ///   - scale: pixels per point. Default 2, fixed so that references do not depend on the
    ///     device profile (the library takes it from `traits.displayScale`: so does
    ///     `image(precision:perceptualPrecision:size:traits:scale:)`).
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        scale: CGFloat = 2
    ) -> Snapshotting {
        SimplySnapshotting<UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
        ).pullback { (view: UIView) in
            MainActor.assumeIsolated { SnapshotRendering.image(of: view, size: size, scale: scale) }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A PNG of the controller's view at 2× (see ``image(precision:perceptualPrecision:size:scale:)``).
    public static var image: Snapshotting { .image() }

    /// A PNG of the controller's view.
    ///
    /// A controller that is not in a window becomes the root of a new window of `size` (default:
    /// the device profile's screen), made key; the run loop then runs until idle, so
    /// `viewDidLoad`, layout and appearance callbacks have run. The window is drawn. A controller
    /// already in a window has its view drawn as it is.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        scale: CGFloat = 2
    ) -> Snapshotting {
        SimplySnapshotting<UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
        ).pullback { (controller: UIViewController) in
            MainActor.assumeIsolated {
                SnapshotRendering.image(of: controller, size: size, scale: scale)
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view tree as text, one view a line, children indented with `   | ` as UIKit's
    /// `recursiveDescription` does: class, frame, and what differs from the defaults (alpha,
    /// hidden, clipsToBounds, a label's text). No addresses, so the text is stable.
    public static var recursiveDescription: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (view: UIView) in
            MainActor.assumeIsolated {
                view.layoutIfNeeded()
                return SnapshotRendering.recursiveDescription(of: view) + "\n"
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller tree as text, as UIKit's `_printHierarchy`: each controller with its view's
    /// class, children indented with `   | `, presented controllers with `   + `. No addresses.
    public static var hierarchy: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (controller: UIViewController) in
            MainActor.assumeIsolated { SnapshotRendering.hierarchy(of: controller) + "\n" }
        }
    }
}

/// The drawing and describing behind the strategies.
@MainActor
package enum SnapshotRendering {
    /// Draws `view` after committing pending changes; an empty image when it cannot be drawn.
    package static func image(of view: UIView, size: CGSize?, scale: CGFloat) -> UIImage {
        TestIsolation.check()
        if let size { view.frame.size = size }
        view.layoutIfNeeded()
        MainRunLoop.shared.advance(by: 0)
        let bitmap = (try? Renderer(scale: scale).render(view)) ?? Bitmap(width: 0, height: 0)
        return UIImage.segueImage(bitmap, scale: scale)
    }

    /// Hosts `controller` in a window when it has none, lets it settle, and draws it.
    package static func image(of controller: UIViewController, size: CGSize?, scale: CGFloat)
        -> UIImage
    {
        TestIsolation.check()
        if let view = controller.viewIfLoaded, view.window != nil {
            return image(of: view, size: size, scale: scale)
        }
        let known = UIApplication.shared.diagnostics.invariantViolations.count
        let window = showInWindow(controller, size: size)
        UIKitChecks.report(
            UIKitChecks.problems(finished: UIApplication.shared.pendingWork.isEmpty, since: known),
            at: nil)
        return withExtendedLifetime(window) { image(of: window, size: nil, scale: scale) }
    }

    /// One line per view, subviews indented; with `presented`, the frame, alpha and transform are
    /// the ones drawn at this instant (the presentation layer), mid-animation.
    package static func recursiveDescription(
        of view: UIView, depth: Int = 0, presented: Bool = false
    ) -> String {
        let shown = presented ? (view.layer.presentation() ?? view.layer) : view.layer
        let frame = presented ? shown.frame : view.frame
        let alpha = presented ? CGFloat(shown.opacity) : view.alpha
        var parts = [
            "frame = (\(number(frame.minX)) \(number(frame.minY)); "
                + "\(number(frame.width)) \(number(frame.height)))"
        ]
        if alpha != 1 { parts.append("alpha = \(number(alpha))") }
        if presented, !CATransform3DIsIdentity(shown.transform) {
            let t = shown.transform
            parts.append(
                "transform = [\(number(t.m11)) \(number(t.m12)) \(number(t.m21)) \(number(t.m22)) "
                    + "\(number(t.m41)) \(number(t.m42))]")
        }
        if view.isHidden { parts.append("hidden = YES") }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if let label = view as? UILabel, let text = label.text { parts.append("text = '\(text)'") }
        var line = String(repeating: "   | ", count: depth)
        line += "<\(type(of: view)); " + parts.joined(separator: "; ") + ">"
        return
            ([line]
            + view.subviews.map {
                recursiveDescription(of: $0, depth: depth + 1, presented: presented)
            })
            .joined(separator: "\n")
    }

    package static func hierarchy(of controller: UIViewController, prefix: String = "") -> String {
        let view = controller.viewIfLoaded.map { "<\(type(of: $0))>" } ?? "(not loaded)"
        var lines = [prefix + "<\(type(of: controller))>, view: \(view)"]
        let indent = String(repeating: " ", count: prefix.count)
        for child in controller.children {
            lines.append(hierarchy(of: child, prefix: indent + "   | "))
        }
        if let presented = controller.presentedViewController,
            presented.presentingViewController === controller
        {
            lines.append(hierarchy(of: presented, prefix: indent + "   + "))
        }
        return lines.joined(separator: "\n")
    }

    static func number(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%g", Double(v))
    }
}

extension Snapshotting where Value == Bitmap, Format == UIImage {
    /// A PNG of a SegueRender bitmap as it is (one pixel a pixel), for tests of the renderer and
    /// of anything drawn with it. Precisions as for `Diffing.image`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        SimplySnapshotting<UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: 1
        ).pullback { (bitmap: Bitmap) in
            MainActor.assumeIsolated { UIImage.segueImage(bitmap, scale: 1) }
        }
    }
}

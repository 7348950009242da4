import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import SegueRender
import SnapshotTesting

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A PNG of the controller as on a device, as swift-snapshot-testing's
    /// `image(on:precision:perceptualPrecision:size:traits:)`.
    ///
    /// The controller becomes the child of a plain root controller of a new key window of the
    /// config's size (`size` wins when given) with the config's safe area; the root overrides the
    /// child's traits with the config's, then `traits` (`setOverrideTraitCollection(_:forChild:)`);
    /// the run loop runs until idle, the window is drawn, and the controller leaves it again (so
    /// the next config of a matrix hosts it anew). A controller already in a window is drawn as
    /// it is.
    ///
    /// - Parameters:
    ///   - scale: pixels per point; nil (the default): the traits' `displayScale` when they give
    ///     one, else 2.
    public static func image(
        on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init(), scale: CGFloat? = nil
    ) -> Snapshotting {
        var config = config
        if let size { config.size = size }
        return hosted(
            config: config, traits: traits, precision: precision,
            perceptualPrecision: perceptualPrecision, scale: scale)
    }

    /// A PNG of the controller with `traits` over the device's, in a window of `size` (default:
    /// the device profile's screen, with its safe area): see
    /// ``image(on:precision:perceptualPrecision:size:traits:scale:)``.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection, scale: CGFloat? = nil
    ) -> Snapshotting {
        let config = size.map { ViewImageConfig(size: $0) }
        return hosted(
            config: config, traits: traits, precision: precision,
            perceptualPrecision: perceptualPrecision, scale: scale)
    }

    private static func hosted(
        config: ViewImageConfig?, traits: UITraitCollection, precision: Float,
        perceptualPrecision: Float, scale: CGFloat?
    ) -> Snapshotting {
        let scale = DeviceHost.scale(scale, config: config, traits: traits)
        return SimplySnapshotting<UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
        ).pullback { (controller: UIViewController) in
            MainActor.assumeIsolated {
                SnapshotRendering.image(
                    of: controller, config: config, traits: traits, scale: scale)
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A PNG of the view with `traits`: it is drawn in a window of its size (`size` wins when
    /// given) inside a host controller whose traits are `traits`, as the library's
    /// `image(precision:perceptualPrecision:size:traits:)`. The view and its subviews take the
    /// traits (`traitCollection`, dynamic colours: `.init(userInterfaceStyle: .dark)` draws it
    /// dark).
    ///
    /// - Parameters:
    ///   - scale: pixels per point; nil (the default): `traits.displayScale` when given, else 2.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection, scale: CGFloat? = nil
    ) -> Snapshotting {
        let scale = DeviceHost.scale(scale, config: nil, traits: traits)
        return SimplySnapshotting<UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
        ).pullback { (view: UIView) in
            MainActor.assumeIsolated {
                SnapshotRendering.image(of: view, size: size, traits: traits, scale: scale)
            }
        }
    }
}

extension Dictionary where Key == String, Value == Snapshotting<UIViewController, UIImage> {
    /// One PNG per config, for `assertSnapshots(of:as:)`: each reference named after its config
    /// (`test.iPhoneSe-portrait.png`; see ``ViewImageConfig/referenceName``).
    public static func image(
        on configs: [ViewImageConfig], precision: Float = 1, perceptualPrecision: Float = 1,
        traits: UITraitCollection = .init(), scale: CGFloat? = nil
    ) -> [String: Snapshotting<UIViewController, UIImage>] {
        ViewImageConfig.matrix(configs) { config in
            .image(
                on: config, precision: precision, perceptualPrecision: perceptualPrecision,
                traits: traits, scale: scale)
        }
    }
}

extension SnapshotRendering {
    /// Hosts `controller` on `config` with `traits` (see `DeviceHost`), draws the window, and
    /// takes the controller out of it again. A controller already in a window is drawn as it is.
    package static func image(
        of controller: UIViewController, config: ViewImageConfig?, traits: UITraitCollection,
        scale: CGFloat
    ) -> UIImage {
        TestIsolation.check()
        if let view = controller.viewIfLoaded, view.window != nil {
            return image(of: view, size: config?.size, scale: scale)
        }
        let known = UIApplication.shared.diagnostics.invariantViolations.count
        let window = DeviceHost.show(controller, config: config, traits: traits)
        UIKitChecks.report(
            UIKitChecks.problems(finished: UIApplication.shared.pendingWork.isEmpty, since: known),
            at: nil)
        let drawn = image(of: window, size: nil, scale: scale)
        DeviceHost.dismantle(window)
        return drawn
    }

    /// Draws `view` (resized to `size` when given) in a window of its size, inside a host
    /// controller given `traits`; the view returns to where it was.
    package static func image(
        of view: UIView, size: CGSize?, traits: UITraitCollection, scale: CGFloat
    ) -> UIImage {
        TestIsolation.check()
        if let size { view.frame.size = size }
        let superview = view.superview
        let index = superview?.subviews.firstIndex { $0 === view }
        let frame = view.frame
        let holder = UIViewController()
        holder.view.backgroundColor = .clear
        holder.view.frame = CGRect(origin: .zero, size: frame.size)
        view.frame.origin = .zero
        holder.view.addSubview(view)
        let window = DeviceHost.show(
            holder, config: ViewImageConfig(size: frame.size), traits: traits)
        let drawn = image(of: view, size: nil, scale: scale)
        view.removeFromSuperview()
        view.frame = frame
        if let superview, let index { superview.insertSubview(view, at: index) }
        DeviceHost.dismantle(window)
        return drawn
    }
}

import Foundation
@_spi(Testing) import OpenUIKit
import SnapshotTesting

extension TransitionScenario {
    /// Builds the scene: the root in a window of `windowSize` (as `showInWindow`) without a config
    /// or traits; with them, the root hosted on the config's device (see `DeviceHost`). Returns
    /// the window and the root the action gets.
    @MainActor
    func makeScene() -> (UIWindow, UIViewController?) {
        guard config != nil || traits != nil else {
            let window = showInWindow(root(), size: windowSize, timeout: timeout)
            return (window, window.rootViewController)
        }
        let window = DeviceHost.show(
            root(), config: config, traits: traits ?? .init(), size: windowSize, timeout: timeout)
        return (window, DeviceHost.hosted(in: window))
    }

    /// This scenario played on `config` with `traits` (over the config's).
    public func on(_ config: ViewImageConfig, traits: UITraitCollection = .init())
        -> TransitionScenario
    {
        var scenario = self
        scenario.config = config
        scenario.traits = traits
        return scenario
    }
}

extension Snapshotting where Value == TransitionScenario {
    /// This strategy with the scenario played on `config` with `traits`.
    public func on(_ config: ViewImageConfig, traits: UITraitCollection = .init()) -> Snapshotting {
        pullback { (scenario: TransitionScenario) in scenario.on(config, traits: traits) }
    }
}

extension Snapshotting where Value == TransitionScenario, Format == UIImage {
    /// ``filmstrip(at:columns:scale:precision:perceptualPrecision:)`` on a device: the scene is a
    /// window of the config's size and safe area, the root gets its traits (then `traits`).
    public static func filmstrip(
        at fractions: [Double] = [0, 0.25, 0.5, 0.75, 1], on config: ViewImageConfig,
        traits: UITraitCollection = .init(), columns: Int = 5, scale: CGFloat = 1,
        precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting {
        filmstrip(
            at: fractions, columns: columns, scale: scale, precision: precision,
            perceptualPrecision: perceptualPrecision
        ).on(config, traits: traits)
    }

    /// ``filmstrip(atTimes:columns:scale:precision:perceptualPrecision:)`` on a device.
    public static func filmstrip(
        atTimes seconds: [TimeInterval], on config: ViewImageConfig,
        traits: UITraitCollection = .init(), columns: Int = 5, scale: CGFloat = 1,
        precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting {
        filmstrip(
            atTimes: seconds, columns: columns, scale: scale, precision: precision,
            perceptualPrecision: perceptualPrecision
        ).on(config, traits: traits)
    }

    /// ``frame(at:scale:precision:perceptualPrecision:)`` on a device.
    public static func frame(
        at fraction: Double, on config: ViewImageConfig, traits: UITraitCollection = .init(),
        scale: CGFloat = 2, precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting {
        frame(
            at: fraction, scale: scale, precision: precision,
            perceptualPrecision: perceptualPrecision
        ).on(config, traits: traits)
    }

    /// ``frame(atTime:scale:precision:perceptualPrecision:)`` on a device.
    public static func frame(
        atTime seconds: TimeInterval, on config: ViewImageConfig,
        traits: UITraitCollection = .init(), scale: CGFloat = 2, precision: Float = 1,
        perceptualPrecision: Float = 1
    ) -> Snapshotting {
        frame(
            atTime: seconds, scale: scale, precision: precision,
            perceptualPrecision: perceptualPrecision
        ).on(config, traits: traits)
    }
}

extension Snapshotting where Value == TransitionScenario, Format == String {
    /// ``timeline`` on a device: the calls from the action on, with what the config's traits
    /// change (an iPad config: an iPad form sheet's calls, say). The scene is built before the
    /// timeline starts, so the hosting itself is not listed.
    public static func timeline(on config: ViewImageConfig, traits: UITraitCollection = .init())
        -> Snapshotting
    {
        timeline.on(config, traits: traits)
    }
}

extension Dictionary where Key == String, Value == Snapshotting<TransitionScenario, UIImage> {
    /// One filmstrip per config, for `assertSnapshots(of:as:)`: each reference named after its
    /// config (`test.iPhoneSe-portrait.png`; see ``ViewImageConfig/referenceName``).
    public static func filmstrip(
        at fractions: [Double] = [0, 0.25, 0.5, 0.75, 1], on configs: [ViewImageConfig],
        traits: UITraitCollection = .init(), columns: Int = 5, scale: CGFloat = 1,
        precision: Float = 1, perceptualPrecision: Float = 1
    ) -> [String: Snapshotting<TransitionScenario, UIImage>] {
        ViewImageConfig.matrix(configs) { config in
            .filmstrip(
                at: fractions, on: config, traits: traits, columns: columns, scale: scale,
                precision: precision, perceptualPrecision: perceptualPrecision)
        }
    }

    /// One frame per config at `fraction`, for `assertSnapshots(of:as:)`, each reference named
    /// after its config.
    public static func frame(
        at fraction: Double, on configs: [ViewImageConfig], traits: UITraitCollection = .init(),
        scale: CGFloat = 2, precision: Float = 1, perceptualPrecision: Float = 1
    ) -> [String: Snapshotting<TransitionScenario, UIImage>] {
        ViewImageConfig.matrix(configs) { config in
            .frame(
                at: fraction, on: config, traits: traits, scale: scale, precision: precision,
                perceptualPrecision: perceptualPrecision)
        }
    }
}

extension ViewImageConfig {
    /// A strategy per config keyed by the config's reference name (a repeated name gets `-2`,
    /// `-3` … so that no reference overwrites another).
    static func matrix<Value, Format>(
        _ configs: [ViewImageConfig], _ strategy: (ViewImageConfig) -> Snapshotting<Value, Format>
    ) -> [String: Snapshotting<Value, Format>] {
        var strategies: [String: Snapshotting<Value, Format>] = [:]
        for config in configs {
            var name = config.referenceName
            var n = 1
            while strategies[name] != nil {
                n += 1
                name = "\(config.referenceName)-\(n)"
            }
            strategies[name] = strategy(config)
        }
        return strategies
    }
}

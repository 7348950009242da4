import Foundation

/// An animation of one layer property named by a key path, as Core Animation's `CAPropertyAnimation`.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path, e.g. `"position"`, `"opacity"`, `"transform.rotation.z"`.
    open var keyPath: String? { didSet { parsedKeyPathCache = nil } }
    /// Whether the value is added to the underlying (model or earlier-animated) value. Default false.
    open var isAdditive = false
    /// Whether each repetition builds on the end of the previous one. Default false.
    open var isCumulative = false

    public required init() { super.init() }

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyConfiguration(from other: CAAnimation) {
        super.copyConfiguration(from: other)
        guard let o = other as? CAPropertyAnimation else { return }
        keyPath = o.keyPath
        isAdditive = o.isAdditive
        isCumulative = o.isCumulative
    }

    /// The base property and the component path, e.g. `("position", ["x"])`. Parsed once per
    /// `keyPath` value: presentation values read it for every animation on every frame drawn.
    package var parsedKeyPath: (base: String, components: [Substring]) {
        if let parsedKeyPathCache { return parsedKeyPathCache }
        let parsed: (base: String, components: [Substring])
        if let keyPath {
            let parts = keyPath.split(separator: ".")
            parsed = (parts.first.map(String.init) ?? "", Array(parts.dropFirst()))
        } else {
            parsed = ("", [])
        }
        parsedKeyPathCache = parsed
        return parsed
    }
    private var parsedKeyPathCache: (base: String, components: [Substring])?

    override func affectedKeys() -> [String] {
        let base = parsedKeyPath.base
        return base.isEmpty ? [] : [base]
    }

    /// The animated value of the component at an eased fraction, given the underlying component
    /// value; subclasses implement it.
    func componentValue(eased f: Double, sample: TimingSample, underlying: AnimatableValue)
        -> AnimatableValue?
    {
        nil
    }

    /// The value at the end of one iteration, for cumulative animations; subclasses implement it.
    func cumulativeStep(underlying: AnimatableValue) -> AnimatableValue? { nil }

    package override func apply(
        toKey key: String, value: AnimatableValue, layer: CALayer, localTime t: CFTimeInterval
    ) -> AnimatableValue {
        let (base, components) = parsedKeyPath
        guard base == key else { return value }
        let s = sample(atParentTime: t)
        if !s.isFilled && s.phase != .active { return value }
        guard let underlying = value.component(components) else { return value }
        guard
            var animated = componentValue(
                eased: easedFraction(s), sample: s, underlying: underlying)
        else { return value }
        if isCumulative, s.iteration > 0, let step = cumulativeStep(underlying: underlying) {
            for _ in 0..<s.iteration { animated = animated.adding(step) }
        }
        if isAdditive { animated = underlying.adding(animated) }
        return value.settingComponent(components, to: animated) ?? value
    }
}

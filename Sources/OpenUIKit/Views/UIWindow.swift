import Foundation

/// The backdrop of an app's user interface, as UIKit's `UIWindow`.
///
/// A window created with `UIWindow()` fills `UIScreen.main.bounds`. It is the root of its layer
/// tree; the renderer draws windows. Windows start hidden, as in UIKit: call `makeKeyAndVisible()`.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Creates a window filling the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.isHidden = true
    }

    /// Archives do not exist in this engine: a hidden window with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.isHidden = true
    }

    /// Whether this is the key window.
    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// The window's level; higher levels are drawn above lower ones. Default `.normal` (0).
    open var windowLevel: UIWindow.Level = .normal

    /// The root view controller; setting it installs its view filling the window (with
    /// appearance callbacks when the window is visible). See UIWindow+RootViewController.swift.
    open var rootViewController: UIViewController? {
        didSet { rootViewControllerChanged(from: oldValue) }
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        let wasHidden = isHidden
        isHidden = false
        makeKey()
        if wasHidden { windowDidBecomeVisible() }
    }

    /// Makes the window the key window (it stays hidden if it was).
    open func makeKey() {
        UIApplication.shared.register(self)
        UIApplication.shared.keyWindow = self
        becomeKey()
    }

    /// Called when the window becomes key.
    open func becomeKey() {}

    /// Dispatches the event's touches that belong to this window: hit-testing, gesture
    /// recognizers, then views (see Engine/Events/TouchDispatcher.swift), as UIKit's `sendEvent(_:)`.
    open func sendEvent(_ event: UIEvent) {
        TouchDispatcher.shared.deliver(event, in: self)
    }

    /// The safe-area insets of a window that fills the screen (from the device profile); zero
    /// for a window that does not; `safeAreaOverride` when set.
    var windowSafeAreaInsets: UIEdgeInsets {
        if let safeAreaOverride { return safeAreaOverride }
        return frame == UIScreen.main.bounds ? UIScreen.main.safeAreaInsets : .zero
    }

    /// Traits for this window's root controller over the device's (a test hosting a controller as
    /// on a given device; UIKit's windows take theirs from their scene). Nil: the device's.
    package var traitOverride: UITraitCollection? {
        willSet { TraitPropagation.prime(from: self) }
        didSet {
            guard oldValue != traitOverride else { return }
            TraitPropagation.update(from: self)
            // The harness's traits stand for the system settings: a new text size is announced
            // as UIKit announces the setting's change.
            let category = traitOverride?.preferredContentSizeCategory ?? .unspecified
            if category != (oldValue?.preferredContentSizeCategory ?? .unspecified) {
                let shown = category == .unspecified ? UIContentSizeCategory.large : category
                NotificationCenter.default.post(
                    name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
                    userInfo: [UIContentSizeCategory.newValueUserInfoKey: shown])
            }
        }
    }

    /// The window's traits: the screen's (the device's), with `traitOverride` and then the
    /// window's own `traitOverrides` winning, as UIKit's windows take their scene's.
    open override var traitCollection: UITraitCollection {
        var traits = UITraitCollection.environment
        if let traitOverride { traits.specify(traitOverride) }
        if let state = _traitState { traits.specify(state.overrides) }
        return traits
    }

    /// Safe-area insets for this window whatever its size (a test hosting a controller as on a
    /// given device); nil: the device profile's when the window fills the screen.
    package var safeAreaOverride: UIEdgeInsets? {
        didSet {
            guard oldValue != safeAreaOverride else { return }
            setNeedsLayout()
            rootViewController?.safeAreaDidChange()
        }
    }

    /// Resizes the window to `size` (its origin stays), as iPadOS resizes an app's window in
    /// Split View or Stage Manager: `willTransition(to:with:)` when the width class changes (on
    /// an iPad, regular from 678 pt wide), `viewWillTransition(to:with:)`, then the new bounds
    /// and traits in a 0.4 s animation, as a rotation's. Nothing happens for the same size.
    @_spi(Testing) public func resize(to size: CGSize) {
        InterfaceRotation.resize(self, to: size)
    }

    /// The window's application, next in the responder chain.
    open override var next: UIResponder? {
        if let vc = owningViewController as? UIResponder { return vc }
        return UIApplication.shared
    }
}

extension UIWindow {
    /// A window level, as UIKit's `UIWindow.Level`.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }
}

import Foundation
@_spi(Testing) import OpenQuartzCore

/// The app object, as UIKit's `UIApplication`, and the engine's handle on virtual time.
///
/// `advance(by:)` and `runUntilIdle(timeout:)` are the one engine-specific API: they step the
/// virtual run loop (see `MainRunLoop`), at the clock's frame rate (60 Hz by default).
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
    /// The singleton app instance.
    public static let shared = UIApplication()

    /// The key window.
    public internal(set) var keyWindow: UIWindow? {
        get {
            EngineWorld.willChange()
            return currentKeyWindow
        }
        set { currentKeyWindow = newValue }
    }
    private weak var currentKeyWindow: UIWindow?
    private var knownWindows: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }

    private override init() { super.init() }

    /// Every window that was made key or visible and is still alive, by level then order.
    public var windows: [UIWindow] {
        EngineWorld.willChange()
        return knownWindows.compactMap(\.window).enumerated().sorted {
            ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset)
        }.map(\.element)
    }

    func register(_ window: UIWindow) {
        EngineWorld.willChange()
        knownWindows.removeAll { $0.window == nil || $0.window === window }
        knownWindows.append(WeakWindow(window: window))
    }

    /// Forgets every window (they stay as they are, out of `windows`) and the key window, and
    /// accepts interaction events again (see `EngineWorld.discard()`).
    func discardWindows() {
        knownWindows.removeAll()
        currentKeyWindow = nil
        ignoringInteractionDepth = 0
    }

    /// Steps whole frames for `seconds` of virtual time (rounded to the nearest frame). Each frame
    /// runs deferred work, event delivery, display links, layout, and animation progress and
    /// completions, in Core Animation's order.
    @_spi(Testing) public func advance(by seconds: TimeInterval) {
        MainRunLoop.shared.advance(by: seconds)
    }

    /// Steps frames until no animation, transition or deferred work remains, or until `timeout`
    /// virtual seconds have passed. Returns false on timeout; `pendingWork` then names what was
    /// still pending (for example the animator of a transition that never completed).
    @discardableResult
    @_spi(Testing) public func runUntilIdle(timeout: TimeInterval = 60) -> Bool {
        MainRunLoop.shared.runUntilIdle(timeout: timeout)
    }

    /// What is still pending, one line each (empty when idle).
    @_spi(Testing) public var pendingWork: [String] {
        EngineWorld.willChange()
        return MainRunLoop.shared.pendingWork()
    }

    /// Whether interaction events are being ignored (see `beginIgnoringInteractionEvents`).
    public var isIgnoringInteractionEvents: Bool {
        EngineWorld.willChange()
        return ignoringInteractionDepth > 0
    }
    var ignoringInteractionDepth = 0 {
        willSet { EngineWorld.willChange() }
    }
}

import Foundation

/// The stack of current graphics contexts of the calling thread, as UIKit keeps one per thread.
final class GraphicsContextStack {
    var contexts: [CGContext] = []
    /// The image contexts `UIGraphicsBeginImageContextWithOptions` opened, innermost last, each
    /// with the renderer that makes its image.
    var imageContexts: [(context: CGContext, renderer: UIGraphicsImageRenderer)] = []

    static var current: GraphicsContextStack {
        let key = "OpenUIKit.GraphicsContextStack"
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }
}

/// The current graphics context: the one `draw(_:)` draws into, or nil outside drawing, as
/// UIKit's `UIGraphicsGetCurrentContext()`.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last
}

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.contexts.popLast()
}

extension UIColor {
    /// Makes the colour the current context's fill and stroke colour, as UIKit's `set()`.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes the colour the current context's fill colour; does nothing outside drawing.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes the colour the current context's stroke colour; does nothing outside drawing.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}

import Foundation

/// Opens an image context of `size` points and makes it the current context, as UIKit's
/// `UIGraphicsBeginImageContextWithOptions`: `opaque` starts it opaque black, `scale` is pixels
/// per point (0: the main screen's). Read it with `UIGraphicsGetImageFromCurrentImageContext()`,
/// close it with `UIGraphicsEndImageContext()`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
    let format = UIGraphicsImageRendererFormat()
    format.opaque = opaque
    format.scale = scale
    let renderer = UIGraphicsImageRenderer(size: size, format: format)
    let context = CGContext(recordingBounds: CGRect(origin: .zero, size: size))
    GraphicsContextStack.current.imageContexts.append((context, renderer))
    UIGraphicsPushContext(context)
}

/// Opens an image context of `size` points at scale 1, not opaque, as UIKit's
/// `UIGraphicsBeginImageContext(_:)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image of what has been drawn in the current image context, as UIKit's
/// `UIGraphicsGetImageFromCurrentImageContext()`; nil when the current context is not an image
/// context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let current = UIGraphicsGetCurrentContext(),
        let open = GraphicsContextStack.current.imageContexts.last(where: { $0.context === current }
        )
    else { return nil }
    return open.renderer.image(of: current.recording)
}

/// Closes the image context opened last and makes the context before it current, as UIKit's
/// `UIGraphicsEndImageContext()`; does nothing when none is open.
public func UIGraphicsEndImageContext() {
    guard let open = GraphicsContextStack.current.imageContexts.popLast() else { return }
    if UIGraphicsGetCurrentContext() === open.context { UIGraphicsPopContext() }
}

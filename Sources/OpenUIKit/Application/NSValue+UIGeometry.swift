import Foundation

extension NSValue {
    /// A value holding `rect`, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The rectangle the value holds, as UIKit's `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }
    /// A value holding `point`, as UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// The point the value holds, as UIKit's `cgPointValue`.
    public var cgPointValue: CGPoint { pointValue }
    /// A value holding `size`, as UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The size the value holds, as UIKit's `cgSizeValue`.
    public var cgSizeValue: CGSize { sizeValue }
}

import Foundation

/// A typed form of the `Any` values Core Animation animates.
///
/// UIKit's `fromValue`/`toValue`/`values` are `Any?`; OpenQuartzCore keeps those `Any?` properties
/// so existing code compiles unchanged, and converts them to this enum once, when an animation is
/// added to a layer. Accepted inputs: `CGFloat`, `Double`, `Float`, `Int`, `Bool`, `NSNumber`,
/// `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`, `CGAffineTransform` (as its 3-D form), `CGColor`,
/// arrays of numbers and arrays of `CGColor`. Anything else is kept as a discrete value that switches
/// at the halfway point (for `contents`, `hidden`, …).
package enum AnimatableValue {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    case numbers([Double])
    case colors([CGColor])
    /// A path; paths with the same element structure interpolate point by point.
    case path(CGPath?)
    /// A value that is not interpolated: it switches at fraction 0.5.
    case discrete(Any?)

    /// Converts a UIKit-style `Any?` value; returns nil for nil.
    package init?(_ any: Any?) {
        guard let any else { return nil }
        switch any {
        case let v as AnimatableValue: self = v
        case let v as CGFloat: self = .number(Double(v))
        case let v as Double: self = .number(v)
        case let v as Float: self = .number(Double(v))
        case let v as Int: self = .number(Double(v))
        case let v as Bool: self = .number(v ? 1 : 0)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor: self = .color(v)
        case let v as CGPath: self = .path(v)
        case let v as NSNumber: self = .number(v.doubleValue)
        case let v as [CGColor]: self = .colors(v)
        case let v as [CGFloat]: self = .numbers(v.map(Double.init))
        case let v as [Double]: self = .numbers(v)
        case let v as [NSNumber]: self = .numbers(v.map(\.doubleValue))
        case let v as [Float]: self = .numbers(v.map(Double.init))
        default: self = .discrete(any)
        }
    }

    /// The value as UIKit would hand it back (`CGFloat` for numbers, `CGColor?` for colours, …).
    var anyValue: Any? {
        switch self {
        case .number(let v): return CGFloat(v)
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .transform(let v): return v
        case .color(let v): return v
        case .numbers(let v): return v.map { CGFloat($0) }
        case .colors(let v): return v
        case .path(let v): return v
        case .discrete(let v): return v
        }
    }

    /// The value as a Swift value of the same type as `template` where it is a number
    /// (`Double`, `Float`, `Int`, `NSNumber`; else `CGFloat`), as `anyValue` otherwise: what a
    /// custom layer property set with `setValue(_:forKey:)` reads back while animated.
    package func anyValue(like template: Any?) -> Any? {
        guard case .number(let v) = self else { return anyValue }
        switch template {
        case is Double: return v
        case is Float: return Float(v)
        case is Int: return Int(v.rounded())
        case is NSNumber: return NSNumber(value: v)
        default: return CGFloat(v)
        }
    }

    /// The value as a number, if it is one.
    package var number: Double? {
        if case .number(let v) = self { return v }
        return nil
    }
}

import Foundation

extension AnimatableValue {
    /// Linear interpolation from `self` to `other` at `t` (which may lie outside 0…1 for springs).
    ///
    /// Numbers, points, sizes, rects and colours interpolate component-wise (colours in straight
    /// RGBA and clamped); transforms by decomposition, as Core Animation does; mismatched or
    /// discrete values switch at t = 0.5.
    package func interpolated(to other: AnimatableValue, fraction t: Double) -> AnimatableValue {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func lerpF(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(lerp(a, b))
        case (.point(let a), .point(let b)):
            return .point(CGPoint(x: lerpF(a.x, b.x), y: lerpF(a.y, b.y)))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: lerpF(a.width, b.width), height: lerpF(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: lerpF(a.origin.x, b.origin.x), y: lerpF(a.origin.y, b.origin.y),
                    width: lerpF(a.size.width, b.size.width),
                    height: lerpF(a.size.height, b.size.height)))
        case (.transform(let a), .transform(let b)):
            return .transform(CATransform3D.interpolate(from: a, to: b, fraction: CGFloat(t)))
        case (.color(let a), .color(let b)):
            let ca = a ?? b?.copy(alpha: 0) ?? .clear
            let cb = b ?? a?.copy(alpha: 0) ?? .clear
            return .color(
                CGColor(
                    red: lerpF(ca.red, cb.red), green: lerpF(ca.green, cb.green),
                    blue: lerpF(ca.blue, cb.blue), alpha: lerpF(ca.alpha, cb.alpha)))
        case (.numbers(let a), .numbers(let b)) where a.count == b.count:
            return .numbers(zip(a, b).map { lerp($0, $1) })
        case (.colors(let a), .colors(let b)) where a.count == b.count:
            return .colors(
                zip(a, b).map { x, y in
                    CGColor(
                        red: lerpF(x.red, y.red), green: lerpF(x.green, y.green),
                        blue: lerpF(x.blue, y.blue), alpha: lerpF(x.alpha, y.alpha))
                })
        case (.path(let a?), .path(let b?)):
            if let p = CGPath.interpolate(from: a, to: b, fraction: CGFloat(t)) { return .path(p) }
            return t < 0.5 ? self : other
        default:
            return t < 0.5 ? self : other
        }
    }

    /// `self + other`, for additive and cumulative animations and `byValue`.
    ///
    /// Transforms add by concatenation (`other` applied after `self`), colours and discrete values
    /// do not add (the result is `other`).
    package func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a + b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
                    width: a.size.width + b.size.width, height: a.size.height + b.size.height))
        case (.transform(let a), .transform(let b)): return .transform(a.concatenating(b))
        case (.numbers(let a), .numbers(let b)) where a.count == b.count:
            return .numbers(zip(a, b).map(+))
        default: return other
        }
    }

    /// `self − other`: the delta that, added to `other`, gives `self`.
    package func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a - b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: a.width - b.width, height: a.height - b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y,
                    width: a.size.width - b.size.width, height: a.size.height - b.size.height))
        case (.transform(let a), .transform(let b)):
            return .transform((b.inverse() ?? CATransform3DIdentity).concatenating(a))
        case (.numbers(let a), .numbers(let b)) where a.count == b.count:
            return .numbers(zip(a, b).map(-))
        default: return self
        }
    }

    /// The additive identity of this value's type (zero, zero point, identity transform, …).
    package var zero: AnimatableValue {
        switch self {
        case .number: return .number(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        case .numbers(let a): return .numbers(Array(repeating: 0, count: a.count))
        default: return self
        }
    }
}

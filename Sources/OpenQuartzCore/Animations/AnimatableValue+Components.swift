import Foundation

extension AnimatableValue {
    /// Reads a sub-key-path component, e.g. `["x"]` of a point, `["size", "width"]` of a rect, or
    /// `["rotation", "z"]` of a transform. An empty path returns the value itself.
    package func component(_ path: [Substring]) -> AnimatableValue? {
        guard let first = path.first else { return self }
        let rest = Array(path.dropFirst())
        switch self {
        case .point(let p):
            guard rest.isEmpty else { return nil }
            switch first { case "x": return .number(Double(p.x)); case "y": return .number(Double(p.y)); default: return nil }
        case .size(let s):
            guard rest.isEmpty else { return nil }
            switch first { case "width": return .number(Double(s.width)); case "height": return .number(Double(s.height)); default: return nil }
        case .rect(let r):
            switch first {
            case "origin": return AnimatableValue.point(r.origin).component(rest)
            case "size": return AnimatableValue.size(r.size).component(rest)
            default: return nil
            }
        case .transform(let t):
            guard let field = TransformField(path) else { return nil }
            return field.read(from: t)
        default:
            return nil
        }
    }

    /// Returns a copy with the component at `path` replaced by `newValue`; nil if the path does
    /// not apply to this value.
    package func settingComponent(_ path: [Substring], to newValue: AnimatableValue) -> AnimatableValue? {
        guard let first = path.first else { return newValue }
        let rest = Array(path.dropFirst())
        switch self {
        case .point(var p):
            guard rest.isEmpty, let v = newValue.number else { return nil }
            switch first { case "x": p.x = CGFloat(v); case "y": p.y = CGFloat(v); default: return nil }
            return .point(p)
        case .size(var s):
            guard rest.isEmpty, let v = newValue.number else { return nil }
            switch first { case "width": s.width = CGFloat(v); case "height": s.height = CGFloat(v); default: return nil }
            return .size(s)
        case .rect(var r):
            switch first {
            case "origin":
                guard case .point(let p)? = AnimatableValue.point(r.origin).settingComponent(rest, to: newValue) else { return nil }
                r.origin = p
            case "size":
                guard case .size(let s)? = AnimatableValue.size(r.size).settingComponent(rest, to: newValue) else { return nil }
                r.size = s
            default: return nil
            }
            return .rect(r)
        case .transform(let t):
            guard let field = TransformField(path) else { return nil }
            return field.write(newValue, into: t).map(AnimatableValue.transform)
        default:
            return nil
        }
    }
}

/// The transform field key paths Core Animation supports (`transform.rotation.z`, …).
package enum TransformField: Sendable {
    case rotationX, rotationY, rotationZ, scaleX, scaleY, scaleZ, scale
    case translationX, translationY, translationZ, translation

    package init?(_ path: [Substring]) {
        switch path.joined(separator: ".") {
        case "rotation.x": self = .rotationX
        case "rotation.y": self = .rotationY
        case "rotation", "rotation.z": self = .rotationZ
        case "scale.x": self = .scaleX
        case "scale.y": self = .scaleY
        case "scale.z": self = .scaleZ
        case "scale": self = .scale
        case "translation.x": self = .translationX
        case "translation.y": self = .translationY
        case "translation.z": self = .translationZ
        case "translation": self = .translation
        default: return nil
        }
    }

    package func read(from t: CATransform3D) -> AnimatableValue {
        let d = TransformParts(t)
        switch self {
        case .rotationX: return .number(d.rotation.x)
        case .rotationY: return .number(d.rotation.y)
        case .rotationZ: return .number(d.rotation.z)
        case .scaleX: return .number(d.scale.x)
        case .scaleY: return .number(d.scale.y)
        case .scaleZ: return .number(d.scale.z)
        case .scale: return .number((d.scale.x + d.scale.y + d.scale.z) / 3)
        case .translationX: return .number(d.translation.x)
        case .translationY: return .number(d.translation.y)
        case .translationZ: return .number(d.translation.z)
        case .translation: return .size(CGSize(width: d.translation.x, height: d.translation.y))
        }
    }

    package func write(_ value: AnimatableValue, into t: CATransform3D) -> CATransform3D? {
        var d = TransformParts(t)
        if case .translation = self {
            guard case .size(let s) = value else { return nil }
            d.translation.x = Double(s.width); d.translation.y = Double(s.height)
            return d.matrix(perspective: t)
        }
        guard let v = value.number else { return nil }
        switch self {
        case .rotationX: d.rotation.x = v
        case .rotationY: d.rotation.y = v
        case .rotationZ: d.rotation.z = v
        case .scaleX: d.scale.x = v
        case .scaleY: d.scale.y = v
        case .scaleZ: d.scale.z = v
        case .scale: d.scale = (v, v, v)
        case .translationX: d.translation.x = v
        case .translationY: d.translation.y = v
        case .translationZ: d.translation.z = v
        case .translation: break
        }
        return d.matrix(perspective: t)
    }
}

/// A transform split into translation, Euler rotation (applied x, then y, then z) and scale.
///
/// Used only for transform field key paths; keeps the source's perspective column.
struct TransformParts {
    var translation: (x: Double, y: Double, z: Double)
    var scale: (x: Double, y: Double, z: Double)
    var rotation: (x: Double, y: Double, z: Double)

    init(_ t: CATransform3D) {
        translation = (Double(t.m41), Double(t.m42), Double(t.m43))
        let r1 = (Double(t.m11), Double(t.m12), Double(t.m13))
        let r2 = (Double(t.m21), Double(t.m22), Double(t.m23))
        let r3 = (Double(t.m31), Double(t.m32), Double(t.m33))
        func len(_ v: (Double, Double, Double)) -> Double { (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot() }
        let sx = len(r1), sy = len(r2), sz = len(r3)
        scale = (sx, sy, sz)
        // Rotation matrix rows (scale removed); row-vector convention R = Rx · Ry · Rz.
        let a = sx == 0 ? (1.0, 0.0, 0.0) : (r1.0 / sx, r1.1 / sx, r1.2 / sx)
        let b = sy == 0 ? (0.0, 1.0, 0.0) : (r2.0 / sy, r2.1 / sy, r2.2 / sy)
        let c = sz == 0 ? (0.0, 0.0, 1.0) : (r3.0 / sz, r3.1 / sz, r3.2 / sz)
        let ry = asin(max(-1, min(1, -a.2)))
        let rz: Double, rx: Double
        if abs(cos(ry)) > 1e-9 {
            rz = atan2(a.1, a.0)
            rx = atan2(b.2, c.2)
        } else {
            rz = atan2(-b.0, b.1)
            rx = 0
        }
        rotation = (rx, ry, rz)
    }

    func matrix(perspective t: CATransform3D) -> CATransform3D {
        let (cx, sx) = (cos(rotation.x), sin(rotation.x))
        let (cy, sy) = (cos(rotation.y), sin(rotation.y))
        let (cz, sz) = (cos(rotation.z), sin(rotation.z))
        // Row-vector rotation: first about z, then y, then x, matching the decomposition above.
        let a = (cy * cz, cy * sz, -sy)
        let b = (sx * sy * cz - cx * sz, sx * sy * sz + cx * cz, sx * cy)
        let c = (cx * sy * cz + sx * sz, cx * sy * sz - sx * cz, cx * cy)
        return CATransform3D(
            m11: CGFloat(a.0 * scale.x), m12: CGFloat(a.1 * scale.x), m13: CGFloat(a.2 * scale.x), m14: t.m14,
            m21: CGFloat(b.0 * scale.y), m22: CGFloat(b.1 * scale.y), m23: CGFloat(b.2 * scale.y), m24: t.m24,
            m31: CGFloat(c.0 * scale.z), m32: CGFloat(c.1 * scale.z), m33: CGFloat(c.2 * scale.z), m34: t.m34,
            m41: CGFloat(translation.x), m42: CGFloat(translation.y), m43: CGFloat(translation.z), m44: t.m44)
    }
}

import Foundation

extension CATransform3D {
    /// A field of a transform addressable by key path, as in Core Animation's "transform field
    /// value key paths" (`transform.rotation.z`, `transform.scale`, `transform.translation.x`, …).
    ///
    /// Apple's table: `rotation.x/y/z` are rotations in radians about each axis; `rotation` is
    /// identical to `rotation.z`; `scale.x/y/z` are scale factors; `scale` is the average of the
    /// three scale factors; `translation.x/y/z` are translations; `translation` is a `CGSize` with
    /// the x and y translations.
    enum Field: String, CaseIterable, Sendable {
        case rotation = "rotation"
        case rotationX = "rotation.x"
        case rotationY = "rotation.y"
        case rotationZ = "rotation.z"
        case scale = "scale"
        case scaleX = "scale.x"
        case scaleY = "scale.y"
        case scaleZ = "scale.z"
        case translation = "translation"
        case translationX = "translation.x"
        case translationY = "translation.y"
        case translationZ = "translation.z"

        /// Parses the part of a key path after the transform property, with or without the
        /// property name: `"rotation.z"`, `"transform.rotation.z"` and `"sublayerTransform.scale"`
        /// all parse. Returns nil for anything else (including a bare `"transform"`).
        package init?(keyPath: String) {
            if let field = Field(rawValue: keyPath) {
                self = field
                return
            }
            for prefix in ["transform.", "sublayerTransform."] where keyPath.hasPrefix(prefix) {
                if let field = Field(rawValue: String(keyPath.dropFirst(prefix.count))) {
                    self = field
                    return
                }
            }
            return nil
        }

        /// 2 for `translation` (a `CGSize`), 1 for every other field (a number).
        var componentCount: Int { self == .translation ? 2 : 1 }
    }

    /// The value of a scalar field of `t`, read from its decomposition.
    ///
    /// Rotations are Euler angles in radians, in (−π, π] (`rotation.y` in [−π/2, π/2] when the
    /// others are not both zero; see `EulerAngles`). `scale` is the mean of the three scale
    /// factors. A transform that cannot be decomposed reads as the identity's fields (0 or 1).
    /// `translation` is a `CGSize`: read it with `fieldComponents(_:of:)`.
    static func fieldValue(_ field: Field, of t: CATransform3D) -> CGFloat {
        precondition(
            field.componentCount == 1,
            "transform.\(field.rawValue) is a CGSize; read it with fieldComponents(_:of:)")
        return fieldPair(field, of: t).0
    }

    /// The value of `field` of `t` as its components: one number, or width and height for `translation`.
    static func fieldComponents(_ field: Field, of t: CATransform3D) -> [CGFloat] {
        let (first, second) = fieldPair(field, of: t)
        return field.componentCount == 2 ? [first, second] : [first]
    }

    /// `fieldComponents(_:of:)` without the array: the first component, and the second for
    /// `translation` (0 otherwise). Presentation reads use it on every frame drawn.
    static func fieldPair(_ field: Field, of t: CATransform3D) -> (CGFloat, CGFloat) {
        let d = t.decomposed() ?? .identity
        switch field {
        case .rotation, .rotationZ: return (CGFloat(EulerAngles(d.rotation).z), 0)
        case .rotationX: return (CGFloat(EulerAngles(d.rotation).x), 0)
        case .rotationY: return (CGFloat(EulerAngles(d.rotation).y), 0)
        case .scale: return (CGFloat(d.scale.sum() / 3), 0)
        case .scaleX: return (CGFloat(d.scale.x), 0)
        case .scaleY: return (CGFloat(d.scale.y), 0)
        case .scaleZ: return (CGFloat(d.scale.z), 0)
        case .translation: return (CGFloat(d.translation.x), CGFloat(d.translation.y))
        case .translationX: return (CGFloat(d.translation.x), 0)
        case .translationY: return (CGFloat(d.translation.y), 0)
        case .translationZ: return (CGFloat(d.translation.z), 0)
        }
    }

    /// `self` with one scalar field replaced, keeping every other part of its decomposition:
    /// what `setValue(value, forKeyPath: "transform.<field>")` does to a layer.
    ///
    /// Setting `scale` sets all three scale factors. Setting a rotation replaces that Euler angle
    /// and keeps the other two. A transform that cannot be decomposed is replaced by the field
    /// applied to the identity.
    func settingField(_ field: Field, to value: CGFloat) -> CATransform3D {
        precondition(
            field.componentCount == 1,
            "transform.\(field.rawValue) is a CGSize; set it with settingField(_:to: CGSize)")
        return settingField(field, value: Double(value), second: 0)
    }

    /// `self` with its x and y translation replaced by `size` (the `translation` field).
    func settingField(_ field: Field, to size: CGSize) -> CATransform3D {
        precondition(
            field == .translation,
            "Only transform.translation takes a CGSize, not transform.\(field.rawValue)")
        return settingField(field, value: Double(size.width), second: Double(size.height))
    }

    /// `self` with `field` replaced by `components` (one number, or two for `translation`).
    func settingField(_ field: Field, toComponents components: [CGFloat]) -> CATransform3D {
        precondition(
            components.count == field.componentCount,
            "transform.\(field.rawValue) takes \(field.componentCount) component(s), not \(components.count)"
        )
        return settingField(
            field, value: Double(components[0]),
            second: components.count > 1 ? Double(components[1]) : 0)
    }

    /// `settingField(_:toComponents:)` without the array (`second` is read for `translation` only).
    private func settingField(_ field: Field, value v: Double, second: Double) -> CATransform3D {
        var d = decomposed() ?? .identity
        switch field {
        case .rotation, .rotationZ, .rotationX, .rotationY:
            var euler = EulerAngles(d.rotation)
            switch field {
            case .rotationX: euler.x = v
            case .rotationY: euler.y = v
            default: euler.z = v
            }
            d.rotation = euler.quaternion
        case .scale: d.scale = SIMD3(repeating: v)
        case .scaleX: d.scale.x = v
        case .scaleY: d.scale.y = v
        case .scaleZ: d.scale.z = v
        case .translation:
            d.translation.x = v
            d.translation.y = second
        case .translationX: d.translation.x = v
        case .translationY: d.translation.y = v
        case .translationZ: d.translation.z = v
        }
        return CATransform3D(d)
    }
}

/// A rotation as three angles about the x, y and z axes, applied in that order.
///
/// In Core Animation's row-vector form the rotation is `Rx(x) · Ry(y) · Rz(z)`, where `Rx(a)` is
/// `CATransform3DMakeRotation(a, 1, 0, 0)` and so on. Of the two angle triples that give the same
/// rotation, the one with the smaller `|x| + |z|` is chosen, so a rotation about a single axis
/// reads back as that one angle (a 120° turn about y reads as y = 120°, not x = z = 180°, y = 60°).
struct EulerAngles: Sendable, Hashable {
    package var x: Double, y: Double, z: Double

    package init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The angles of a rotation.
    package init(_ q: Quaternion) {
        let r = q.rows
        let sinY = min(max(-r.0.z, -1), 1)
        let y = asin(sinY)
        if abs(sinY) > 1 - 1e-12 {
            // Gimbal lock: only x ∓ z is determined; put it all in x.
            self.init(x: atan2(sinY * r.1.x, r.1.y), y: y, z: 0)
            return
        }
        let x = atan2(r.1.z, r.2.z)
        let z = atan2(r.0.y, r.0.x)
        // The other solution: (x + π, π − y, z + π), wrapped into (−π, π].
        let alternative = EulerAngles(
            x: Self.wrap(x + .pi), y: Self.wrap(.pi - y), z: Self.wrap(z + .pi))
        if abs(alternative.x) + abs(alternative.z) < abs(x) + abs(z) - 1e-12 {
            self = alternative
        } else {
            self.init(x: x, y: y, z: z)
        }
    }

    /// The rotation `Rx(x) · Ry(y) · Rz(z)` as a quaternion.
    var quaternion: Quaternion {
        let sa = sin(x)
        let ca = cos(x)
        let sb = sin(y)
        let cb = cos(y)
        let sg = sin(z)
        let cg = cos(z)
        let rows: RotationRows = (
            SIMD3(cb * cg, cb * sg, -sb),
            SIMD3(sa * sb * cg - ca * sg, sa * sb * sg + ca * cg, sa * cb),
            SIMD3(ca * sb * cg + sa * sg, ca * sb * sg - sa * cg, ca * cb)
        )
        return Quaternion(rows: rows)
    }

    /// `angle` wrapped into (−π, π].
    private static func wrap(_ angle: Double) -> Double {
        var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a <= -.pi { a += 2 * .pi }
        if a > .pi { a -= 2 * .pi }
        return a
    }
}

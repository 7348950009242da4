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
            switch first {
            case "x": return .number(Double(p.x))
            case "y": return .number(Double(p.y))
            default: return nil
            }
        case .size(let s):
            guard rest.isEmpty else { return nil }
            switch first {
            case "width": return .number(Double(s.width))
            case "height": return .number(Double(s.height))
            default: return nil
            }
        case .rect(let r):
            switch first {
            case "origin": return AnimatableValue.point(r.origin).component(rest)
            case "size": return AnimatableValue.size(r.size).component(rest)
            default: return nil
            }
        case .transform(let t):
            guard let field = CATransform3D.Field(rawValue: path.joined(separator: ".")) else {
                return nil
            }
            let (first, second) = CATransform3D.fieldPair(field, of: t)
            return field.componentCount == 2
                ? .size(CGSize(width: first, height: second)) : .number(Double(first))
        default:
            return nil
        }
    }

    /// Returns a copy with the component at `path` replaced by `newValue`; nil if the path does
    /// not apply to this value.
    func settingComponent(_ path: [Substring], to newValue: AnimatableValue)
        -> AnimatableValue?
    {
        guard let first = path.first else { return newValue }
        let rest = Array(path.dropFirst())
        switch self {
        case .point(var p):
            guard rest.isEmpty, let v = newValue.number else { return nil }
            switch first {
            case "x": p.x = CGFloat(v)
            case "y": p.y = CGFloat(v)
            default: return nil
            }
            return .point(p)
        case .size(var s):
            guard rest.isEmpty, let v = newValue.number else { return nil }
            switch first {
            case "width": s.width = CGFloat(v)
            case "height": s.height = CGFloat(v)
            default: return nil
            }
            return .size(s)
        case .rect(var r):
            switch first {
            case "origin":
                guard
                    case .point(let p)? = AnimatableValue.point(r.origin).settingComponent(
                        rest, to: newValue)
                else { return nil }
                r.origin = p
            case "size":
                guard
                    case .size(let s)? = AnimatableValue.size(r.size).settingComponent(
                        rest, to: newValue)
                else { return nil }
                r.size = s
            default: return nil
            }
            return .rect(r)
        case .transform(let t):
            guard let field = CATransform3D.Field(rawValue: path.joined(separator: ".")) else {
                return nil
            }
            switch newValue {
            case .size(let s) where field.componentCount == 2:
                return .transform(t.settingField(field, to: s))
            case .number(let v) where field.componentCount == 1:
                return .transform(t.settingField(field, to: CGFloat(v)))
            default: return nil
            }
        default:
            return nil
        }
    }
}

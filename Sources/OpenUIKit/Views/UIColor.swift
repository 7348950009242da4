import Foundation

/// A colour, as UIKit's `UIColor`, in extended sRGB with straight alpha.
///
/// A colour is fixed, or dynamic (`init(dynamicProvider:)` and the system colours): a dynamic
/// colour is resolved with a trait collection (`resolvedColor(with:)`); read directly
/// (`cgColor`, `getRed(_:green:blue:alpha:)`) it resolves with `UITraitCollection.current`, as
/// UIKit's does. Views resolve the colours given to them through UIKit API with their own traits,
/// again whenever those change. Immutable and `Sendable`.
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
    private let r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat
    /// The provider of a dynamic colour; nil for a fixed one.
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?
    /// UIKit's name of a system colour (`labelColor`), for its description.
    private let systemName: String?
    /// The dynamic colour and alpha of `withAlphaComponent(_:)` on a dynamic colour (UIKit's
    /// `UIDynamicModifiedColor`), compared by them.
    private let modified: (base: UIColor, alpha: CGFloat)?

    /// Red, green, blue, alpha, each normally 0…1 (the engine's; portable code uses
    /// `getRed(_:green:blue:alpha:)`); a dynamic colour's resolved with `UITraitCollection.current`.
    package var red: CGFloat { provider == nil ? r : resolvedForCurrent.r }
    package var green: CGFloat { provider == nil ? g : resolvedForCurrent.g }
    package var blue: CGFloat { provider == nil ? b : resolvedForCurrent.b }
    package var alpha: CGFloat { provider == nil ? a : resolvedForCurrent.a }

    /// Whether this colour is dynamic (resolves differently with different traits).
    package var isDynamic: Bool { provider != nil }

    private var resolvedForCurrent: UIColor { resolvedColor(with: .current) }

    /// A colour from RGB components and alpha, each 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        r = red
        g = green
        b = blue
        a = alpha
        provider = nil
        systemName = nil
        modified = nil
    }

    /// A colour that `dynamicProvider` gives for each trait collection, as UIKit's (iOS 13): the
    /// provider is called with the traits to resolve with, whenever the colour is resolved.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        (r, g, b, a) = (0, 0, 0, 0)
        provider = dynamicProvider
        systemName = nil
        modified = nil
    }

    /// A system colour named `name` (UIKit's name, for the description).
    init(systemName: String, provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        (r, g, b, a) = (0, 0, 0, 0)
        self.provider = provider
        self.systemName = systemName
        modified = nil
    }

    /// `base` (dynamic) with `alpha`.
    private init(base: UIColor, alpha: CGFloat) {
        (r, g, b, a) = (0, 0, 0, 0)
        provider = { traits in base.resolvedColor(with: traits).withAlphaComponent(alpha) }
        systemName = nil
        modified = (base, alpha)
    }

    /// The colour for `traitCollection`, as UIKit's: a fixed colour returns itself; a dynamic
    /// one its provider's answer (resolved again if that is dynamic too).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// A grey with the given white level and alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (each 0…1) and alpha.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat)
    {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// A colour from a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// A colour in the Display P3 space; treated as sRGB here.
    public convenience init(
        displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    ) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The Core Graphics colour (components clamped to 0…1).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if isDynamic { return UIColor(base: modified?.base ?? self, alpha: alpha) }
        return UIColor(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Writes the RGBA components; returns true (every colour here is RGB-compatible).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the white level and alpha (white is the mean of RGB); returns true.
    @discardableResult
    public func getWhite(
        _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        white?.pointee = (red + green + blue) / 3
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes hue, saturation, brightness and alpha; returns true.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let mx = max(red, green, blue)
        let mn = min(red, green, blue)
        let d = mx - mn
        var h: CGFloat = 0
        if d > 0 {
            if mx == red {
                h = ((green - blue) / d).truncatingRemainder(dividingBy: 6)
            } else if mx == green {
                h = (blue - red) / d + 2
            } else {
                h = (red - green) / d + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = mx == 0 ? 0 : d / mx
        brightness?.pointee = mx
        alpha?.pointee = self.alpha
        return true
    }

    /// Equal components for fixed colours; the same object for dynamic ones (UIKit compares a
    /// dynamic colour by identity too), but for two `withAlphaComponent(_:)` of the same dynamic
    /// colour with the same alpha, equal as in UIKit.
    public static func == (a: UIColor, b: UIColor) -> Bool {
        if let x = a.modified, let y = b.modified { return x.base === y.base && x.alpha == y.alpha }
        if a.isDynamic || b.isDynamic { return a === b }
        return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a
    }
    public func hash(into h: inout Hasher) {
        if let modified {
            h.combine(ObjectIdentifier(modified.base))
            h.combine(modified.alpha)
            return
        }
        if isDynamic {
            h.combine(ObjectIdentifier(self))
            return
        }
        h.combine(r)
        h.combine(g)
        h.combine(b)
        h.combine(a)
    }
    /// UIKit's: `UIExtendedSRGBColorSpace 1 0 0 1` for a fixed colour,
    /// `<UIDynamicSystemColor: 0x…; name = labelColor>` for a system one,
    /// `<UIDynamicProviderColor: 0x…; provider = …>` for one of yours.
    public var description: String {
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)
        if let systemName { return "<UIDynamicSystemColor: 0x\(address); name = \(systemName)>" }
        if isDynamic {
            return "<UIDynamicProviderColor: 0x\(address); provider = <__NSMallocBlock__>>"
        }
        return String(
            format: "UIExtendedSRGBColorSpace %g %g %g %g", Double(red), Double(green),
            Double(blue), Double(alpha))
    }
}

extension UIColor {
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    // Fixed colours, as UIKit defines them.
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

}

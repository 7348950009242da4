import Foundation

/// An immutable colour in the device RGB colour space, as in Core Graphics.
///
/// Components are straight (not premultiplied) red, green, blue and alpha, each 0…1.
public final class CGColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, green and blue, each 0…1 (the engine's; read `components` in portable code).
    package let red: CGFloat, green: CGFloat, blue: CGFloat
    /// Alpha, 0…1.
    public let alpha: CGFloat

    /// Creates a colour from RGBA components in 0…1 (values outside are clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// Creates a grey colour.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Creates a colour in the sRGB colour space (`CGColor(srgbRed:green:blue:alpha:)`).
    ///
    /// Segue renders in a single RGB space treated as sRGB, so this is the same colour as
    /// `init(red:green:blue:alpha:)`. Components outside 0…1 are clamped.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour's components, `[r, g, b, a]`, as `CGColor.components` returns for RGB colours.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    /// Number of components including alpha (always 4 here).
    public var numberOfComponents: Int { 4 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue
            && lhs.alpha == rhs.alpha
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }
    public var description: String { "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)
}

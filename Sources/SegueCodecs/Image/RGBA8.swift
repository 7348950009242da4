/// One pixel in straight (not premultiplied) 8-bit RGBA.
///
/// Channels are 0…255; `a` 255 is opaque. This is the form ``RGBAImage``'s subscript reads and
/// writes; the image itself stores premultiplied bytes.
public struct RGBA8: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0…255.
    public var r: UInt8
    /// Green, 0…255.
    public var g: UInt8
    /// Blue, 0…255.
    public var b: UInt8
    /// Alpha (opacity), 0…255.
    public var a: UInt8

    /// A pixel from straight channels.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public var description: String { "RGBA8(\(r), \(g), \(b), \(a))" }
}

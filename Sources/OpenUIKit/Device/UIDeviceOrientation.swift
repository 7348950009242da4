import Foundation

/// The physical orientation of the device, as UIKit's `UIDeviceOrientation`.
///
/// Landscape left means the device is held with its home button (or bottom edge) on the right,
/// as in UIKit: the device was turned to the left from portrait.
public enum UIDeviceOrientation: Int, Sendable {
    /// The orientation is not known (no orientation notifications are being generated).
    case unknown = 0
    /// Upright, the bottom edge at the bottom.
    case portrait = 1
    /// Upside down, the bottom edge at the top.
    case portraitUpsideDown = 2
    /// Turned left from portrait: the bottom edge on the right.
    case landscapeLeft = 3
    /// Turned right from portrait: the bottom edge on the left.
    case landscapeRight = 4
    /// Lying flat, the screen facing up.
    case faceUp = 5
    /// Lying flat, the screen facing down.
    case faceDown = 6

    /// Whether the orientation is `.portrait` or `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is `.landscapeLeft` or `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the orientation is `.faceUp` or `.faceDown`.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the interface could take this orientation: portrait or landscape, not flat or
    /// unknown.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

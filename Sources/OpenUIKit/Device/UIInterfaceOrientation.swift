import Foundation

/// The orientation of the app's interface, as UIKit's `UIInterfaceOrientation`.
///
/// The landscape cases are the device's swapped, as Apple documents: turning the device to
/// `UIDeviceOrientation.landscapeLeft` (home edge on the right) rotates the interface to
/// `.landscapeRight`, because the content must turn the other way to stay upright.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape, the device's bottom edge on the left (`UIDeviceOrientation.landscapeRight`).
    case landscapeLeft = 4
    /// Landscape, the device's bottom edge on the right (`UIDeviceOrientation.landscapeLeft`).
    case landscapeRight = 3

    /// Whether the orientation is `.portrait` or `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is `.landscapeLeft` or `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations, as UIKit's `UIInterfaceOrientationMask`: what a controller
/// returns from `supportedInterfaceOrientations`.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape, the device's bottom edge on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, the device's bottom edge on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation (an iPad app's default).
    public static let all: UIInterfaceOrientationMask = [
        .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
    ]
    /// Every orientation but upside down (an iPhone app's default).
    public static let allButUpsideDown: UIInterfaceOrientationMask = [
        .portrait, .landscapeLeft, .landscapeRight,
    ]
}

extension UIInterfaceOrientation {
    /// The interface orientation that keeps content upright on a device held in `device`, as
    /// Apple documents the correspondence; nil for face up, face down and unknown.
    init?(_ device: UIDeviceOrientation) {
        switch device {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        case .unknown, .faceUp, .faceDown: return nil
        }
    }

    /// The mask holding only this orientation (empty for `.unknown`).
    var mask: UIInterfaceOrientationMask {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        case .unknown: []
        }
    }
}

import Foundation
@_spi(Testing) import OpenUIKit

/// A device to draw a controller on, as swift-snapshot-testing's `ViewImageConfig`: the size of
/// its window, the safe area of that window, and the traits the controller gets.
///
/// ```swift
/// assertSnapshot(of: vc, as: .image(on: .iPhone13Pro(.landscape)))
/// assertSnapshots(of: scenario, as: .filmstrip(at: [0, 0.5, 1], on: [.iPhoneSe, .iPadPro11]))
/// ```
///
/// The presets carry the library's numbers (ViewImageConfig+Presets.swift) and today's devices
/// (ViewImageConfig+Devices.swift).
public struct ViewImageConfig: Sendable, Hashable {
    /// An orientation of a phone (or of an iPad at full screen).
    public enum Orientation: Sendable, Hashable {
        case landscape
        case portrait
    }

    /// An orientation of an iPad with the width the app has in Split View, as the library's.
    public enum TabletOrientation: Sendable, Hashable {
        /// The widths an app can have beside another in portrait.
        public enum PortraitSplits: Sendable, Hashable {
            case oneThird
            case twoThirds
            case full
        }
        /// The widths an app can have beside another in landscape.
        public enum LandscapeSplits: Sendable, Hashable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The window's safe-area insets, in points. Default `.zero`.
    public var safeArea: UIEdgeInsets
    /// The window's size, in points; nil (the default) keeps the size the strategy would use
    /// without a config (the device profile's screen for a controller, the view's own size).
    public var size: CGSize?
    /// The traits the drawn controller gets (over the device's). Default: none specified.
    public var traits: UITraitCollection
    /// The name of the reference a matrix of configs writes for this one
    /// (`"iPhone13Pro-portrait"`); nil for a config made with the library's initializer, which
    /// is then named after its size (`"320x568"`).
    public var name: String?

    /// A config of the given safe area, size and traits, as the library's initializer.
    public init(
        safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()
    ) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A named config: see ``name``.
    public init(
        name: String, safeArea: UIEdgeInsets = .zero, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) {
        self.init(safeArea: safeArea, size: size, traits: traits)
        self.name = name
    }

    /// The name a reference of this config gets: ``name``, else `"<width>x<height>"`, else
    /// `"default"`.
    public var referenceName: String {
        if let name { return name }
        guard let size else { return "default" }
        func number(_ v: CGFloat) -> String {
            v == v.rounded() ? String(Int(v)) : String(format: "%g", Double(v))
        }
        return "\(number(size.width))x\(number(size.height))"
    }
}

extension ViewImageConfig.Orientation {
    /// `"portrait"` or `"landscape"`, for preset names.
    var label: String { self == .portrait ? "portrait" : "landscape" }
}

extension ViewImageConfig.TabletOrientation {
    /// `"landscape"`, `"portrait-oneThird"` …, for preset names (the split only when not full).
    var label: String {
        switch self {
        case .landscape(let split):
            let s: String =
                switch split {
                case .oneThird: "-oneThird"
                case .oneHalf: "-oneHalf"
                case .twoThirds: "-twoThirds"
                case .full: ""
                }
            return "landscape" + s
        case .portrait(let split):
            let s: String =
                switch split {
                case .oneThird: "-oneThird"
                case .twoThirds: "-twoThirds"
                case .full: ""
                }
            return "portrait" + s
        }
    }
}

import Foundation

/// How painted colour combines with what is already drawn, as Core Graphics' `CGBlendMode`
/// (raw values as Core Graphics'). The separable and non-separable modes follow the W3C
/// Compositing and Blending formulas Apple's documentation points to (PDF blend modes); the
/// Porter–Duff modes and `plusDarker`/`plusLighter` Apple's formulas in `CGBlendMode`'s
/// documentation (Docs/Behaviour-raster.md, "Blend modes").
public enum CGBlendMode: Int32, Sendable {
    /// Source over: the source painted over the destination. The default.
    case normal = 0
    /// Source × destination: always as dark as either.
    case multiply = 1
    /// 1 − (1 − source) × (1 − destination): always as light as either.
    case screen = 2
    /// Multiply or screen, by the destination's colour.
    case overlay = 3
    /// The darker of source and destination, per channel.
    case darken = 4
    /// The lighter of source and destination, per channel.
    case lighten = 5
    /// The destination brightened to reflect the source.
    case colorDodge = 6
    /// The destination darkened to reflect the source.
    case colorBurn = 7
    /// Darkens or lightens, by the source, as a diffuse spotlight.
    case softLight = 8
    /// Multiply or screen, by the source's colour.
    case hardLight = 9
    /// The absolute difference of source and destination.
    case difference = 10
    /// A lower-contrast difference.
    case exclusion = 11
    /// The source's hue with the destination's saturation and luminosity.
    case hue = 12
    /// The source's saturation with the destination's hue and luminosity.
    case saturation = 13
    /// The source's hue and saturation with the destination's luminosity.
    case color = 14
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity = 15
    /// R = 0: clears what is painted over.
    case clear = 16
    /// R = S: the source replaces the destination.
    case copy = 17
    /// R = S × Da.
    case sourceIn = 18
    /// R = S × (1 − Da).
    case sourceOut = 19
    /// R = S × Da + D × (1 − Sa).
    case sourceAtop = 20
    /// R = S × (1 − Da) + D.
    case destinationOver = 21
    /// R = D × Sa.
    case destinationIn = 22
    /// R = D × (1 − Sa).
    case destinationOut = 23
    /// R = S × (1 − Da) + D × Sa.
    case destinationAtop = 24
    /// R = S × (1 − Da) + D × (1 − Sa).
    case xor = 25
    /// R = max(0, 1 − ((1 − D) + (1 − S))).
    case plusDarker = 26
    /// R = min(1, S + D).
    case plusLighter = 27
}

import Foundation
@_spi(Testing) import OpenUIKit
import SegueRaster

/// The status bar a device draws over its key window: the time, the cellular signal, Wi-Fi and
/// the battery, light or dark per the resolved `preferredStatusBarStyle` (`.default`: per the
/// window's appearance), at iOS's geometry for
/// the device. The render server draws it, not the app: it is a layer tree of its own, drawn
/// over the window's, never a view of the app's hierarchy (Docs/Behaviour-runtime.md, "Renderer
/// and recorder").
@MainActor
enum StatusBarOverlay {
    /// Where the parts go: the time's centre and point size, the right cluster's centre (or its
    /// right edge), from the device's kind.
    struct Geometry: Equatable {
        var size: CGSize
        var timeCenter: CGPoint
        var timeFontSize: CGFloat
        /// The icons' centre line and horizontal placement: the cluster is centred on
        /// `iconsCenterX`, or ends at `iconsMaxX`.
        var iconsCenterY: CGFloat
        var iconsCenterX: CGFloat?
        var iconsMaxX: CGFloat?
        /// The signal bars' left edge, where they sit apart from the others (home-button phones).
        var signalMinX: CGFloat?
        /// Icon scale: 1 on the Dynamic Island phones, smaller on the 20 and 24 pt bars.
        var iconScale: CGFloat
    }

    /// iOS's layout for a status bar `height` points tall on a screen `width` points wide.
    ///
    /// 54 pt (Dynamic Island phones): the time (17 pt semibold) centred in the area left of the
    /// 126 pt island, the icons centred in the area right of it, both on the island's centre line
    /// (y 29.5). 20 pt (home-button phones): the time (12 pt) centred on the screen, the signal at
    /// the left edge (6 pt in), Wi-Fi after it, the battery at the right edge. 24 pt (iPad): the
    /// time at the left margin (20 pt), the icons ending at the right one.
    static func geometry(width: CGFloat, height: CGFloat) -> Geometry {
        switch height {
        case 20:
            return Geometry(
                size: CGSize(width: width, height: 20), timeCenter: CGPoint(x: width / 2, y: 10),
                timeFontSize: 12, iconsCenterY: 10, iconsMaxX: width - 6, signalMinX: 6,
                iconScale: 0.85)
        case 24:
            return Geometry(
                size: CGSize(width: width, height: 24), timeCenter: CGPoint(x: 20 + 16, y: 12),
                timeFontSize: 12, iconsCenterY: 12, iconsMaxX: width - 20, iconScale: 0.85)
        default:
            let ear = (width / 2 - 63) / 2
            return Geometry(
                size: CGSize(width: width, height: height), timeCenter: CGPoint(x: ear, y: 29.5),
                timeFontSize: 17, iconsCenterY: 29.5, iconsCenterX: width - ear, iconScale: 1)
        }
    }

    private static var cache: [String: UIView] = [:]

    /// The status bar to draw over `layer`, or nil: only over the key window filling the screen,
    /// while the status bar shows.
    static func layer(over layer: CALayer) -> CALayer? {
        guard let window = layer.delegate as? UIWindow, window.isKeyWindow,
            window.bounds.size == UIScreen.main.bounds.size
        else { return nil }
        let appearance = StatusBarAppearance.current
        let height = UIScreen.main.device.statusBarHeight
        guard !appearance.isHidden, height > 0 else { return nil }
        // `.default` follows the appearance, as UIKit's since iOS 13: dark content on the light
        // interface, light content on the dark one.
        let light =
            appearance.style == .lightContent
            || (appearance.style == .default && window.traitCollection.userInterfaceStyle == .dark)
        let key = "\(window.bounds.width)x\(height)-\(light)"
        if let view = cache[key] { return view.layer }
        let view = make(geometry(width: window.bounds.width, height: height), light: light)
        cache[key] = view
        return view.layer
    }

    private static func make(_ g: Geometry, light: Bool) -> UIView {
        let color = light ? UIColor.white : UIColor.black
        let bar = UIView(frame: CGRect(origin: .zero, size: g.size))
        let time = UILabel()
        time.text = "9:41"
        time.font = UIFont.systemFont(ofSize: g.timeFontSize, weight: .semibold)
        time.textColor = color
        time.textAlignment = .center
        time.frame = CGRect(x: g.timeCenter.x - 40, y: g.timeCenter.y - 12, width: 80, height: 24)
        bar.addSubview(time)
        let s = g.iconScale
        let signal = signalBars(color: color.cgColor, scale: s)
        let wifi = wifiArcs(color: color.cgColor, scale: s)
        let battery = batteryIcon(color: color.cgColor, scale: s)
        let gap = 5 * s
        let cluster = [signal, wifi, battery]
        if let minX = g.signalMinX {
            signal.frame.origin = CGPoint(x: minX, y: g.iconsCenterY - signal.bounds.height / 2)
            wifi.frame.origin = CGPoint(
                x: signal.frame.maxX + gap, y: g.iconsCenterY - wifi.bounds.height / 2)
            battery.frame.origin = CGPoint(
                x: (g.iconsMaxX ?? g.size.width) - battery.bounds.width,
                y: g.iconsCenterY - battery.bounds.height / 2)
        } else {
            let total = cluster.reduce(0) { $0 + $1.bounds.width } + 2 * gap
            var x =
                g.iconsCenterX.map { $0 - total / 2 } ?? ((g.iconsMaxX ?? g.size.width) - total)
            for part in cluster {
                part.frame.origin = CGPoint(x: x, y: g.iconsCenterY - part.bounds.height / 2)
                x += part.bounds.width + gap
            }
        }
        for part in cluster { bar.layer.addSublayer(part) }
        return bar
    }

    /// Four bars, 3 pt wide with 1.7 pt between them, 4 to 11 pt tall, bottom-aligned.
    private static func signalBars(color: CGColor, scale s: CGFloat) -> CAShapeLayer {
        let path = CGMutablePath()
        for (i, height) in [4.0, 6.3, 8.7, 11.0].enumerated() {
            let rect = CGRect(
                x: CGFloat(i) * 4.7 * s, y: (11 - height) * s, width: 3 * s, height: height * s)
            path.addRoundedRect(in: rect, cornerWidth: 1 * s, cornerHeight: 1 * s)
        }
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 17.1 * s, height: 11 * s)
        layer.path = path
        layer.fillColor = color
        return layer
    }

    /// Wi-Fi: a wedge and two arcs about a point at the bottom centre, opening upwards.
    private static func wifiArcs(color: CGColor, scale s: CGFloat) -> CAShapeLayer {
        let width = 16 * s
        let height = 11.5 * s
        let center = CGPoint(x: width / 2, y: height)
        let start = CGFloat.pi * 1.25
        let end = CGFloat.pi * 1.75
        let path = CGMutablePath()
        path.move(to: center)
        path.addArc(
            center: center, radius: 3.6 * s, startAngle: start, endAngle: end, clockwise: false)
        path.closeSubpath()
        for (inner, outer) in [(5.4, 8.0), (9.8, 12.4)] {
            path.addArc(
                center: center, radius: outer * s, startAngle: start, endAngle: end,
                clockwise: false)
            path.addArc(
                center: center, radius: inner * s, startAngle: end, endAngle: start,
                clockwise: true)
            path.closeSubpath()
        }
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        layer.path = path
        layer.fillColor = color
        return layer
    }

    /// A full battery: a 25 × 12 pt outline (4 pt corners, 35 % opacity), its charge inset by
    /// 2 pt, and the terminal cap at its right.
    private static func batteryIcon(color: CGColor, scale s: CGFloat) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 27.5 * s, height: 12 * s)
        let outline = CAShapeLayer()
        outline.frame = layer.bounds
        let body = CGRect(x: 0.5 * s, y: 0.5 * s, width: 24 * s, height: 11 * s)
        outline.path = CGPath(
            roundedRect: body, cornerWidth: 3.8 * s, cornerHeight: 3.8 * s, transform: nil)
        outline.strokeColor = color
        outline.fillColor = nil
        outline.lineWidth = 1 * s
        outline.opacity = 0.35
        let cap = CAShapeLayer()
        cap.frame = layer.bounds
        let capRect = CGRect(x: 25.5 * s, y: 4 * s, width: 1.6 * s, height: 4 * s)
        cap.path = CGPath(
            roundedRect: capRect, cornerWidth: 0.8 * s, cornerHeight: 0.8 * s, transform: nil)
        cap.fillColor = color
        cap.opacity = 0.4
        let charge = CAShapeLayer()
        charge.frame = layer.bounds
        let chargeRect = CGRect(x: 2 * s, y: 2 * s, width: 21 * s, height: 8 * s)
        charge.path = CGPath(
            roundedRect: chargeRect, cornerWidth: 2.5 * s, cornerHeight: 2.5 * s, transform: nil)
        charge.fillColor = color
        for part in [outline, cap, charge] { layer.addSublayer(part) }
        return layer
    }
}

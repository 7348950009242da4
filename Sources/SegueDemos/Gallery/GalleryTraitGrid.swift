import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender

/// The gallery's "In every trait" section: one seed demo on three devices, light and dark,
/// left-to-right and right-to-left; each cell is a strip of three frames (the first, the middle of
/// the first transition, its end), written to `traits/<cell>.png`.
///
/// Cheap by design: each cell is recorded at ``framesPerSecond`` and at half the gallery's scale,
/// and only three frames are kept. Rendered after the gallery's own demos, so their files do not
/// change.
@MainActor
package enum GalleryTraitGrid {
    /// The demo the section shows: a push in a navigation controller, with its bar.
    nonisolated package static let demoName = "seed001-push"
    /// The devices, smallest first: a home-button phone, the largest phone, an iPad.
    nonisolated package static let devices: [UIDeviceProfile] = [
        .iPhoneSE, .iPhone16ProMax, .iPadPro11M4,
    ]
    /// The settings of each device's row: light and dark, each left-to-right and right-to-left.
    package static let settings: [DemoTraits] = [
        DemoTraits(), DemoTraits(layoutDirection: .rightToLeft),
        DemoTraits(userInterfaceStyle: .dark),
        DemoTraits(userInterfaceStyle: .dark, layoutDirection: .rightToLeft),
    ]
    /// Recording rate of a cell, frames per second: enough to find the transition's middle.
    package static let framesPerSecond = 10

    /// One rendered cell.
    package struct Cell: Sendable, Equatable {
        /// `traits/<demo>-<device>-<light|dark>-<ltr|rtl>.png`.
        package var file: String
        /// The device's name (`iPhone SE (3rd generation)`) and its tool identifier.
        package var deviceName: String
        package var deviceIdentifier: String
        /// The settings, `light`/`dark` and `ltr`/`rtl`.
        package var appearance: String
        package var direction: String
        /// The strip's size in points (three frames side by side, with gaps).
        package var pointSize: CGSize
        /// Each frame's time from the first, in seconds.
        package var times: [TimeInterval]
    }

    /// Every cell's device and settings, row by row.
    package static var cells: [(device: UIDeviceProfile, traits: DemoTraits)] {
        devices.flatMap { d in settings.map { (d, $0) } }
    }

    /// Renders every cell of `demo` into `folder/traits/` at half of `scale` pixels per point.
    package static func render(_ demo: Demo, scale: CGFloat, into folder: URL) throws -> [Cell] {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("traits"), withIntermediateDirectories: true)
        return try cells.map {
            try render(demo, device: $0.device, traits: $0.traits, scale: scale / 2, into: folder)
        }
    }

    /// Renders one cell at `scale` pixels per point and writes its PNG.
    package static func render(
        _ demo: Demo, device: UIDeviceProfile, traits: DemoTraits, scale: CGFloat, into folder: URL
    ) throws -> Cell {
        let result = try DemoRendering.render(
            demo, fps: framesPerSecond, scale: scale, device: device, traits: traits)
        guard result.finished else { throw UnsettledDemo(name: demo.name) }
        let recording = result.recording
        let picks = frames(recording.frames)
        let first = recording.frames[0]
        let gap = Int((12 * scale).rounded())
        var strip = Bitmap(
            width: picks.count * first.width + (picks.count - 1) * gap, height: first.height,
            filledWith: PremultipliedColor(r: 255, g: 255, b: 255, a: 0))
        for (i, index) in picks.enumerated() {
            strip.draw(recording.frames[index], atX: i * (first.width + gap), y: 0)
        }
        let appearance = traits.userInterfaceStyle == .dark ? "dark" : "light"
        let direction = traits.layoutDirection == .rightToLeft ? "rtl" : "ltr"
        let file = "traits/\(demo.name)-\(device.identifier)-\(appearance)-\(direction).png"
        try strip.pngData().write(to: folder.appendingPathComponent(file))
        let t0 = recording.times[0]
        return Cell(
            file: file, deviceName: device.name, deviceIdentifier: device.identifier,
            appearance: appearance, direction: direction,
            pointSize: CGSize(
                width: CGFloat(strip.width) / scale, height: CGFloat(strip.height) / scale),
            times: picks.map { recording.times[$0] - t0 })
    }

    /// The first frame, the middle of the first movement, and its last frame (where the picture
    /// stops changing): a movement is a run of frames that differ from the next by more than 2 %
    /// of the largest difference.
    package static func frames(_ frames: [Bitmap]) -> [Int] {
        let motion = FilmstripSampling.motion(frames)
        let threshold = (motion.max() ?? 0) * 0.02
        guard let start = motion.firstIndex(where: { $0 > threshold }) else { return [0] }
        let end = motion[start...].firstIndex { $0 <= threshold } ?? motion.count
        return [0, (start + end + 1) / 2, end]
    }
}

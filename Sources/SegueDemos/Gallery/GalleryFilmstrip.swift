import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender

/// The gallery's filmstrip of a recording: the frames `FilmstripSampling` picks (a spring's peaks
/// included), in a grid, each labelled underneath with its time from the first frame in a type
/// (22 points) that stays readable when the whole sheet is scaled to fit a window.
@MainActor
package enum GalleryFilmstrip {
    /// The sheet for `recording`, whose frames were rendered at `scale` pixels per point.
    ///
    /// - Parameters:
    ///   - columns: frames per row. Default 6.
    ///   - maximumFrames: at most this many frames. Default 18.
    package static func sheet(
        _ recording: Recording, scale: CGFloat, columns: Int = 6, maximumFrames: Int = 18
    ) -> (bitmap: Bitmap, picks: [FilmstripSampling.Pick]) {
        let frames = recording.frames
        guard let first = frames.first else { return (Bitmap(width: 1, height: 1), []) }
        let picks = FilmstripSampling.picks(
            motion: FilmstripSampling.motion(frames), maximum: maximumFrames)
        let cols = max(1, min(columns, picks.count))
        let rows = (picks.count + cols - 1) / cols
        let spacing = Int((8 * scale).rounded())
        let labelHeight = Int((34 * scale).rounded())
        let cellW = first.width
        let cellH = first.height + labelHeight
        let width = cols * cellW + (cols + 1) * spacing
        let height = rows * cellH + (rows + 1) * spacing
        var sheet = Bitmap(
            width: width, height: height,
            filledWith: PremultipliedColor(r: 242, g: 242, b: 247, a: 255))
        let font = UIFont.monospacedSystemFont(ofSize: 22, weight: .semibold)
        let ink = PremultipliedColor(r: 28, g: 28, b: 30, a: 255)
        let accent = PremultipliedColor(r: 0, g: 102, b: 204, a: 255)
        let t0 = recording.times[0]
        for (cell, pick) in picks.enumerated() {
            let x = spacing + (cell % cols) * (cellW + spacing)
            let y = spacing + (cell / cols) * (cellH + spacing)
            let frame = frames[pick.index]
            sheet.draw(frame, atX: x, y: y)
            let label = label(time: recording.times[pick.index] - t0, isTurn: pick.isTurn)
            let layout = TextLayout(
                label, font: font, width: CGFloat(cellW) / scale, numberOfLines: 1,
                alignment: .center)
            sheet.draw(
                layout, at: .zero, color: pick.isTurn ? accent : ink,
                transform: CGAffineTransform(
                    a: scale, b: 0, c: 0, d: scale, tx: CGFloat(x),
                    ty: CGFloat(y + frame.height) + 5 * scale))
        }
        return (sheet, picks)
    }

    /// `0.533 s`, or `0.533 s · turn` where the motion reverses (a spring's peak or trough).
    nonisolated package static func label(time: TimeInterval, isTurn: Bool) -> String {
        String(format: "%.3f s", time) + (isTurn ? " · turn" : "")
    }
}

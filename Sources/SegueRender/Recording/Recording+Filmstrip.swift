import Foundation
import OpenUIKit
import SegueRaster

extension Recording {
    /// A contact sheet: frames in a grid, left to right and top to bottom, each labelled with its
    /// time (seconds from the first frame) underneath.
    ///
    /// - Parameters:
    ///   - columns: frames per row (at least 1).
    ///   - maximumFrames: at most this many frames, evenly spaced, first and last included
    ///     (nil: every frame).
    ///   - spacing: gap between cells, in pixels. Default 8.
    @MainActor
    public func filmstrip(columns: Int, maximumFrames: Int? = nil, spacing: Int = 8) throws
        -> Bitmap
    {
        guard !frames.isEmpty else { throw RecordingError.empty }
        let picks = Self.evenlySpaced(count: frames.count, maximum: maximumFrames)
        let cols = max(1, min(columns, picks.count))
        let rows = (picks.count + cols - 1) / cols
        let fw = frames[0].width
        let fh = frames[0].height
        let labelHeight = 22
        let cellW = fw
        let cellH = fh + labelHeight
        let width = cols * cellW + (cols + 1) * spacing
        let height = rows * cellH + (rows + 1) * spacing
        var sheet = Bitmap(width: width, height: height)
        sheet.fillRect(
            CGRect(x: 0, y: 0, width: width, height: height),
            paint: .solid(PremultipliedColor(r: 242, g: 242, b: 247, a: 255)))
        let font = UIFont.monospacedSystemFont(ofSize: 13, weight: .regular)
        let t0 = times[0]
        for (cell, index) in picks.enumerated() {
            let col = cell % cols
            let row = cell / cols
            let x = spacing + col * (cellW + spacing)
            let y = spacing + row * (cellH + spacing)
            let frame = frames[index]
            sheet.draw(frame, atX: x, y: y)
            let label = String(format: "%.3f s", times[index] - t0)
            let layout = TextLayout(
                label, font: font, width: CGFloat(cellW), numberOfLines: 1, alignment: .center)
            sheet.draw(
                layout, at: CGPoint(x: CGFloat(x), y: CGFloat(y + frame.height + 3)),
                color: PremultipliedColor(r: 60, g: 60, b: 67, a: 255))
        }
        return sheet
    }

    static func evenlySpaced(count: Int, maximum: Int?) -> [Int] {
        guard let maximum, maximum > 0, maximum < count else { return Array(0..<count) }
        if maximum == 1 { return [0] }
        return (0..<maximum).map {
            Int((Double($0) * Double(count - 1) / Double(maximum - 1)).rounded())
        }
    }
}

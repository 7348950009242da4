import Foundation
import OpenUIKit
import SegueCodecs
import SegueRender

/// Two animated PNGs compared frame by frame: which frames differ, and a picture of the first
/// ones that do.
package struct AnimatedImageDiff: Sendable {
    /// The reference's frames (empty when it could not be decoded).
    package var reference: [APNGDecoder.Frame]
    /// The new recording's frames (empty when it could not be decoded).
    package var failure: [APNGDecoder.Frame]
    /// Why a side could not be decoded, if one could not.
    package var decodingProblem: String?

    /// Decodes both; a side that is not a valid APNG has no frames and a problem.
    package init(reference: Data, failure: Data) {
        var problems: [String] = []
        func frames(_ data: Data, _ side: String) -> [APNGDecoder.Frame] {
            do { return try APNGDecoder.decode(data) } catch {
                problems.append("the \(side) does not decode (\(error))")
                return []
            }
        }
        self.reference = frames(reference, "reference")
        self.failure = frames(failure, "new animation")
        decodingProblem = problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// Seconds from the first frame to each frame (the sums of the delays before it).
    package static func times(_ frames: [APNGDecoder.Frame]) -> [Double] {
        var t = 0.0
        return frames.map { frame in
            defer { t += frame.delay }
            return t
        }
    }

    /// The frame numbers (from 0) whose pixels or delay differ, or that only one side has.
    package var differingFrames: [Int] {
        (0..<max(reference.count, failure.count)).filter { i in
            guard i < reference.count, i < failure.count else { return true }
            return reference[i].image != failure[i].image
                || abs(referenceTimes[i] - failureTimes[i]) > 1e-9
        }
    }

    package var referenceTimes: [Double] { Self.times(reference) }
    package var failureTimes: [Double] { Self.times(failure) }

    /// What differs, in words: the frame numbers, the first one's time, the counts.
    package var summary: String {
        if let decodingProblem { return "Cannot compare frames: \(decodingProblem)." }
        let differing = differingFrames
        guard let first = differing.first else {
            return "Every frame is the same (\(reference.count) frames); only the bytes differ."
        }
        var text =
            "\(differing.count == 1 ? "Frame" : "Frames") \(Self.ranges(differing)) of "
            + "\(max(reference.count, failure.count)) differ"
        let time = first < failure.count ? failureTimes[first] : referenceTimes[first]
        text += String(format: " (the first at %.3f s).", time)
        if reference.count != failure.count {
            text +=
                " The reference has \(reference.count) frames, the new animation \(failure.count)."
        }
        return text
    }

    /// `[1, 2, 3, 7]` → `"1–3, 7"`.
    package static func ranges(_ numbers: [Int]) -> String {
        var parts: [String] = []
        var start = numbers.first
        var previous = numbers.first
        for n in numbers.dropFirst() + [Int.min] {
            if let p = previous, n == p + 1 {
                previous = n
                continue
            }
            if let s = start, let p = previous { parts.append(s == p ? "\(s)" : "\(s)–\(p)") }
            start = n
            previous = n
        }
        return parts.joined(separator: ", ")
    }

    /// The highlighted difference of frame `index` (nil unless both sides have it).
    package func difference(at index: Int) -> Bitmap? {
        guard index < reference.count, index < failure.count else { return nil }
        return ImageComparison.highlightedDifference(
            Bitmap(reference[index].image), Bitmap(failure[index].image))
    }

    /// The first `limit` differing frames, one row each: reference, new and difference side by
    /// side, each labelled with its side, frame number and time (empty when none differ).
    package func sideBySide(limit: Int = 3) -> Bitmap {
        let rows = Array(differingFrames.prefix(limit))
        let all = reference + failure
        guard !rows.isEmpty, let widest = all.map(\.image.width).max(),
            let tallest = all.map(\.image.height).max()
        else { return Bitmap(width: 0, height: 0) }
        let spacing = 8
        let label = 22
        let cellWidth = max(widest, 150)
        let width = 3 * cellWidth + 4 * spacing
        let height = rows.count * (tallest + label) + (rows.count + 1) * spacing
        var sheet = Bitmap(width: width, height: height)
        sheet.fillRect(
            CGRect(x: 0, y: 0, width: width, height: height),
            paint: .solid(PremultipliedColor(r: 242, g: 242, b: 247, a: 255)))
        let font = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)
        for (row, index) in rows.enumerated() {
            let y = spacing + row * (tallest + label + spacing)
            let cells: [(String, Bitmap?)] = [
                (
                    index < reference.count
                        ? String(format: "reference #%d %.3f s", index, referenceTimes[index])
                        : "reference: no frame \(index)",
                    index < reference.count ? Bitmap(reference[index].image) : nil
                ),
                (
                    index < failure.count
                        ? String(format: "new #%d %.3f s", index, failureTimes[index])
                        : "new: no frame \(index)",
                    index < failure.count ? Bitmap(failure[index].image) : nil
                ),
                ("difference #\(index)", difference(at: index)),
            ]
            for (column, (text, image)) in cells.enumerated() {
                let x = spacing + column * (cellWidth + spacing)
                if let image { sheet.draw(image, atX: x + (cellWidth - image.width) / 2, y: y) }
                let layout = TextLayout(
                    text, font: font, width: CGFloat(cellWidth), numberOfLines: 1,
                    alignment: .center)
                sheet.draw(
                    layout, at: CGPoint(x: CGFloat(x), y: CGFloat(y + tallest + 4)),
                    color: PremultipliedColor(r: 60, g: 60, b: 67, a: 255))
            }
        }
        return sheet
    }
}

import Foundation
import OpenUIKit
import SegueRaster

/// Text drawn in earlier frames, so a label that did not change is neither laid out, flattened
/// nor scan-converted again.
///
/// Two levels, per label: the glyph contours in the label's own space, kept while the label's
/// text, font, bounds and line settings stay the same; and, for those contours, the coverage runs
/// of the last two device placements (matrix, offscreen origin and clip box), replayed when a
/// placement repeats (a label that did not move). The runs are the rasterizer's own output for
/// the same input, so the pixels are exactly those of drawing afresh. Colour and opacity are
/// applied when the runs are painted, so a fading or recoloured label still hits the cache.
/// Entries of labels not drawn for a few frames are dropped once there are many.
@MainActor
final class TextDrawingCache {
    /// The cache every renderer uses (rendering is main-actor work).
    static let shared = TextDrawingCache()

    /// When false every label is laid out and scan-converted afresh (for tests that compare).
    var isEnabled = true

    /// Everything the contours in label space depend on.
    struct Inputs: Equatable {
        var text: String
        var font: UIFont
        var bounds: CGRect
        var numberOfLines: Int
        var lineBreakMode: NSLineBreakMode
        var alignment: NSTextAlignment
        var tolerance: Double

        @MainActor init?(_ label: UILabel, tolerance: Double) {
            guard let text = label.text, !text.isEmpty, let font = label.font else { return nil }
            self.text = text
            self.font = font
            bounds = label.bounds
            numberOfLines = label.numberOfLines
            lineBreakMode = label.lineBreakMode
            alignment = label.effectiveTextAlignment
            self.tolerance = tolerance
        }
    }

    /// Where the contours land on the bitmap being drawn.
    struct Placement: Equatable {
        var matrix: CATransform3D
        var originX: Int, originY: Int
        var box: PixelRect
    }

    /// The rasterizer's runs for one placement, row by row.
    struct Coverage {
        var rows: [Int] = []
        /// Index of each row's first span in `spans`; one extra entry ends the last row.
        var rowStart: [Int] = [0]
        var spans: [CoverageSpan] = []

        mutating func add(_ y: Int, _ runs: UnsafeBufferPointer<CoverageSpan>) {
            rows.append(y)
            spans.append(contentsOf: runs)
            rowStart.append(spans.count)
        }

        /// Reports the runs again, as the rasterizer did.
        func replay(_ emit: (Int, UnsafeBufferPointer<CoverageSpan>) -> Void) {
            spans.withUnsafeBufferPointer { all in
                for (i, y) in rows.enumerated() {
                    emit(y, UnsafeBufferPointer(rebasing: all[rowStart[i]..<rowStart[i + 1]]))
                }
            }
        }
    }

    private struct Entry {
        var inputs: TextDrawingCache.Inputs
        var contours: [[CGPoint]]
        var placements: [(Placement, Coverage)] = []
        var lastFrame: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frame = 0

    /// Starts a frame: when many labels are cached, drops those not drawn in the last few frames.
    func beginFrame() {
        frame += 1
        if entries.count > 256 { entries = entries.filter { frame - $0.value.lastFrame < 4 } }
    }

    /// The label's contours in its own space: cached while `inputs` are unchanged, else `make()`.
    func contours(for label: UILabel, inputs: Inputs, make: () -> [[CGPoint]]) -> [[CGPoint]] {
        let id = ObjectIdentifier(label)
        if var entry = entries[id], entry.inputs == inputs {
            entry.lastFrame = frame
            entries[id] = entry
            return entry.contours
        }
        let contours = make()
        entries[id] = Entry(inputs: inputs, contours: contours, lastFrame: frame)
        return contours
    }

    /// The runs recorded for the label's current contours at `placement`, if any.
    func coverage(for label: UILabel, at placement: Placement) -> Coverage? {
        entries[ObjectIdentifier(label)]?.placements.first { $0.0 == placement }?.1
    }

    /// Keeps the runs of the label's current contours at `placement` (the two most recent placements).
    func store(_ coverage: Coverage, for label: UILabel, at placement: Placement) {
        let id = ObjectIdentifier(label)
        guard var entry = entries[id] else { return }
        entry.placements.removeAll { $0.0 == placement }
        entry.placements.insert((placement, coverage), at: 0)
        if entry.placements.count > 2 { entry.placements.removeLast() }
        entries[id] = entry
    }
}

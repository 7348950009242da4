import Foundation

/// A streaming GIF's global colour table, which grows as frames arrive: a frame whose exact
/// colours fit the free slots adds the ones the table lacks, so that frame and later ones with
/// the same colours need no local table.
///
/// Frames take their turn in order (frame `i` waits until frame `i − 1` has taken its own), so
/// which colour lands in which slot depends only on the frames, never on the thread that encodes
/// them. Colours are only appended: an index a frame was written with keeps its colour to the end.
/// The file declares the table at its full size from the start and rewrites it when finished.
///
/// `@unchecked Sendable`: every access holds `condition`'s lock.
final class GIFGrowingPalette: @unchecked Sendable {
    private let condition = NSCondition()
    private var colors: [UInt32]
    private var members: Set<UInt32>
    private var turn = 0
    /// The most colours the table takes (the transparent index apart).
    let capacity: Int

    /// A table holding `initial` (the first frame's palette) that grows to `capacity` colours.
    init(_ initial: [UInt32], capacity: Int) {
        colors = initial
        members = Set(initial)
        self.capacity = capacity
    }

    /// Frame `index`'s turn: waits for the frames before it to take theirs, adds the colours of
    /// `frameColors` the table lacks when all of them fit, and returns the table the frame is
    /// encoded with. nil `frameColors` (an unchanged frame, or colours not known exactly) adds
    /// nothing.
    func take(turn index: Int, adding frameColors: [UInt32]?) -> [UInt32] {
        condition.lock()
        defer { condition.unlock() }
        while turn < index { condition.wait() }
        precondition(turn == index, "frame \(index) took its palette turn twice")
        if let frameColors {
            let missing = frameColors.filter { !members.contains($0) }
            if !missing.isEmpty, colors.count + missing.count <= capacity {
                colors += missing
                members.formUnion(missing)
            }
        }
        turn += 1
        condition.broadcast()
        return colors
    }

    /// The colours so far.
    var current: [UInt32] {
        condition.lock()
        defer { condition.unlock() }
        return colors
    }
}

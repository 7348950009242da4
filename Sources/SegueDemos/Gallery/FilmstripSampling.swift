import Foundation
import SegueRender

/// Which frames of a recording a filmstrip shows: the frames where something turns (a spring's
/// peaks and troughs, where the motion stops and reverses), where each movement starts and ends,
/// and evenly spaced frames of the movements in between. Waits, where nothing moves, get no frames
/// beyond their first and last.
package enum FilmstripSampling {
    /// A picked frame and why.
    package struct Pick: Sendable, Equatable {
        /// Index into the recording's frames.
        package var index: Int
        /// Whether the motion turns at this frame (a spring's peak or trough).
        package var isTurn: Bool
    }

    /// How much the picture changes from frame `i` to frame `i + 1`, for every `i`: the mean
    /// absolute difference of the RGB channels over a grid of every fourth pixel in each direction
    /// (0…255).
    package static func motion(_ frames: [Bitmap]) -> [Double] {
        guard frames.count > 1 else { return [] }
        return (0..<(frames.count - 1)).map { difference(frames[$0], frames[$0 + 1]) }
    }

    static func difference(_ a: Bitmap, _ b: Bitmap, stride step: Int = 4) -> Double {
        guard a.width == b.width, a.height == b.height, a.width > 0, a.height > 0 else {
            return 0
        }
        let pa = a.pixels
        let pb = b.pixels
        var total = 0
        var count = 0
        for y in Swift.stride(from: 0, to: a.height, by: step) {
            var o = y * a.width * 4
            for _ in Swift.stride(from: 0, to: a.width, by: step) {
                total +=
                    abs(Int(pa[o]) - Int(pb[o])) + abs(Int(pa[o + 1]) - Int(pb[o + 1]))
                    + abs(Int(pa[o + 2]) - Int(pb[o + 2]))
                count += 3
                o += step * 4
            }
        }
        return Double(total) / Double(max(1, count))
    }

    /// At most `maximum` frames (at least 2) out of `count`, in order, given the `motion` between
    /// consecutive frames: the first and last frame, each movement's first and last frame, every
    /// turning point (strongest first when they do not all fit), then frames spread evenly over
    /// the moving stretches.
    package static func picks(motion: [Double], maximum: Int) -> [Pick] {
        let count = motion.count + 1
        let maximum = max(2, maximum)
        guard count > maximum else { return (0..<count).map { Pick(index: $0, isTurn: false) } }
        let peak = motion.max() ?? 0
        guard peak > 0 else {
            return evenly(in: Array(0..<count), count: maximum).map {
                Pick(index: $0, isTurn: false)
            }
        }
        let threshold = peak * 0.02
        let moving = motion.map { $0 > threshold }
        var edges: Set<Int> = [0, count - 1]
        for i in motion.indices {
            if moving[i] && (i == 0 || !moving[i - 1]) { edges.insert(i) }
            if moving[i] && (i == motion.count - 1 || !moving[i + 1]) { edges.insert(i + 1) }
        }
        let turns = turningPoints(motion, threshold: threshold)
        var chosen = Array(edges.sorted().prefix(maximum))
        var turnSet: Set<Int> = []
        for t in turns where chosen.count < maximum && !chosen.contains(t.index) {
            chosen.append(t.index)
            turnSet.insert(t.index)
        }
        let movingFrames = (0..<count).filter { i in
            (i > 0 && moving[i - 1]) || (i < motion.count && moving[i])
        }
        // Fill the rest greedily with the moving frame farthest from every frame chosen so far.
        while chosen.count < maximum {
            let best = movingFrames.filter { !chosen.contains($0) }
                .max { a, b in
                    chosen.map { abs($0 - a) }.min()! < chosen.map { abs($0 - b) }.min()!
                }
            guard let best else { break }
            chosen.append(best)
        }
        return chosen.sorted().map { Pick(index: $0, isTurn: turnSet.contains($0)) }
    }

    /// Frames where a movement stops and reverses: a local minimum of `motion` between two moving
    /// steps, at most 60 % of the smaller of the largest steps on either side; strongest first.
    static func turningPoints(_ motion: [Double], threshold: Double) -> [(
        index: Int, strength: Double
    )] {
        guard motion.count >= 3 else { return [] }
        var found: [(index: Int, strength: Double)] = []
        for j in 1..<(motion.count - 1)
        where motion[j] <= motion[j - 1] && motion[j] < motion[j + 1] && motion[j - 1] > threshold
            && motion[j + 1] > threshold
        {
            let before = localPeak(motion, from: j, step: -1)
            let after = localPeak(motion, from: j, step: 1)
            let strength = min(before, after)
            guard motion[j] <= 0.6 * strength else { continue }
            // Step j goes from frame j to j + 1: the turn is at the frame on the slower side.
            let frame = motion[j - 1] < motion[j + 1] ? j : j + 1
            found.append((frame, strength))
        }
        return found.sorted { $0.strength > $1.strength }
    }

    private static func localPeak(_ motion: [Double], from j: Int, step: Int) -> Double {
        var i = j
        var best = motion[j]
        while i + step >= 0, i + step < motion.count, motion[i + step] >= best {
            i += step
            best = motion[i]
        }
        return best
    }

    static func evenly(in frames: [Int], count: Int) -> [Int] {
        guard !frames.isEmpty else { return [] }
        guard count > 1, frames.count > count else { return frames }
        return (0..<count).map {
            frames[Int((Double($0) * Double(frames.count - 1) / Double(count - 1)).rounded())]
        }
    }
}

import Dispatch
import Foundation

/// Encodes a GIF's frames on worker threads while the caller produces the next ones.
///
/// Frame `i` goes to worker `i mod n`, each worker with its own histogram accumulator, LZW table
/// and colour caches (exact answers only), so which worker encodes a frame never changes its
/// bytes, and the global palette's k-means sums are integers merged after the last frame. The
/// global palette grows in frame order (`GIFGrowingPalette`). At most `n` frames are in flight:
/// `submit` waits for a free slot, so memory stays bounded whatever the animation's length.
///
/// `@unchecked Sendable`: each worker's scratch is touched only on its own serial queue; the
/// finished frames are guarded by `lock`; the growing palette guards itself.
final class GIFFramePipeline: @unchecked Sendable {
    private let palette: GIFGrowingPalette
    private let maximumColors: Int
    private let dithering: Bool
    private let transparency: Bool
    private let queues: [DispatchQueue]
    private let workers: [Worker]
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var done: [Int: GIFEncodedFrame] = [:]

    /// One worker's scratch, used only on its queue.
    private final class Worker: @unchecked Sendable {
        var frames: GIFFrameWorker
        var accumulator = HistogramAccumulator()

        init(frames: GIFFrameWorker) { self.frames = frames }
    }

    /// A pipeline of `workers` threads (at least 1) for frames mapped to a global palette that
    /// starts as `global` and grows to `capacity` colours (`maximumColors`: the most in any
    /// table, the transparent index apart).
    init(
        global: [UInt32], growingTo capacity: Int, maximumColors: Int, dithering: Bool,
        transparency: Bool, workers: Int
    ) {
        palette = GIFGrowingPalette(global, capacity: capacity)
        self.maximumColors = maximumColors
        self.dithering = dithering
        self.transparency = transparency
        let n = max(1, workers)
        queues = (0..<n).map { DispatchQueue(label: "segue.gif-frame-\($0)") }
        self.workers = (0..<n).map { _ in
            Worker(frames: GIFFrameWorker(globalPalette: global, dithering: dithering))
        }
        slots = DispatchSemaphore(value: n)
    }

    /// The global palette so far (all of it once `waitForAll()` returned).
    var global: [UInt32] { palette.current }

    /// The most colours the global palette grows to (the transparent index apart).
    var globalCapacity: Int { palette.capacity }

    /// Encodes frame `index` (drawn over `previous`, shown `delay` cs) on its worker; `planned`
    /// is its rectangle, unchanged flag and histogram when the caller already has them. Waits
    /// while every worker is busy.
    func submit(
        _ index: Int, frame: RGBAImage, previous: RGBAImage?, delay: UInt16,
        planned: (PixelRect, Bool, ColorHistogram)? = nil
    ) {
        slots.wait()
        let worker = workers[index % workers.count]
        queues[index % queues.count].async { [self] in
            let encoded = encode(
                index, frame: frame, previous: previous, delay: delay, planned: planned,
                on: worker)
            lock.withLock { done[index] = encoded }
            slots.signal()
        }
    }

    /// Frame `index` if it is encoded (removed from the pipeline), else nil.
    func take(_ index: Int) -> GIFEncodedFrame? {
        lock.withLock { done.removeValue(forKey: index) }
    }

    /// Waits until every submitted frame is encoded.
    func waitForAll() {
        for queue in queues { queue.sync {} }
    }

    /// The real colours mapped to each global entry, summed over every worker (nil when
    /// dithering). Call after `waitForAll()`.
    func globalSums() -> GIFFrameMapper.Sums? {
        guard !dithering else { return nil }
        var sums = GIFFrameMapper.Sums()
        for (queue, worker) in zip(queues, workers) {
            queue.sync { if let s = worker.frames.globalSums { sums.add(s) } }
        }
        return sums
    }

    private func encode(
        _ index: Int, frame: RGBAImage, previous: RGBAImage?, delay: UInt16,
        planned: (PixelRect, Bool, ColorHistogram)?, on worker: Worker
    ) -> GIFEncodedFrame {
        var frames = previous.map { [$0, frame] } ?? [frame]
        let i = frames.count - 1
        var (rect, unchanged, histogram) =
            planned
            ?? GIFFramePlan.planFrame(
                i, of: frames, hasTransparency: transparency, accumulator: &worker.accumulator)
        if !transparency, !unchanged, GIFFramePlan.hasTransparentPixel(frame, in: rect) {
            // An opaque GIF cannot clear pixels: draw them over black. Outside `rect` the frame
            // equals the previous one, which was drawn the same way.
            frames[i] = GIFSession.overBlack(frame)
            (rect, unchanged, histogram) = GIFFramePlan.planFrame(
                i, of: frames, hasTransparency: false, accumulator: &worker.accumulator)
        }
        let global = palette.take(
            turn: index, adding: index == 0 || unchanged ? nil : histogram.exactColors)
        let local =
            index == 0
            ? nil
            : GIFPaletteChoice.localPalette(
                for: histogram, global: global, globalSet: Set(global),
                maximumColors: maximumColors)
        var plan = GIFFramePlan(hasTransparency: transparency)
        plan.rects = Array(repeating: rect, count: frames.count)
        plan.unchanged = Array(repeating: unchanged, count: frames.count)
        let job = GIFFrameJob(
            frames: frames, plan: plan,
            palettes: GIFPaletteChoice(
                global: global, local: Array(repeating: local, count: frames.count)),
            centiseconds: Array(repeating: delay, count: frames.count),
            dithering: dithering, needsTransparentIndex: true)
        return worker.frames.encode(i, of: job)
    }
}

extension GIFFramePlan {
    /// A plan with no frames yet, for encoders that plan one frame at a time.
    init(hasTransparency: Bool) {
        self.hasTransparency = hasTransparency
    }

    /// Whether `frame` has a pixel with alpha < 128 inside `rect` (row by row, as
    /// `hasTransparentPixel(_:)` does for the whole frame).
    static func hasTransparentPixel(_ frame: RGBAImage, in rect: PixelRect) -> Bool {
        guard !rect.isEmpty else { return false }
        return frame.pixels.withUnsafeBytes { raw in
            let alphaTop = UInt32(littleEndian: 0x8000_0000)
            for y in rect.y..<(rect.y + rect.height) {
                let start = y * frame.width + rect.x
                var all = UInt32.max
                for i in start..<(start + rect.width) {
                    all &= raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                }
                if all & alphaTop == 0 { return true }
            }
            return false
        }
    }
}

extension GIFPaletteChoice {
    /// The given palettes.
    init(global: [UInt32], local: [[UInt32]?]) {
        self.global = global
        self.local = local
    }
}

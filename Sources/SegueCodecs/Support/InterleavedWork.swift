import Dispatch
import Foundation

/// Runs independent items (GIF frames, bands of PNG rows, zlib segments, bands of a page curl's
/// rows) on several threads, with results in item order.
///
/// Worker `w` of `n` takes items `w`, `w + n`, `w + 2n`, …: neighbouring items cost about the same,
/// so interleaving shares the work evenly, and which worker does an item never changes its result
/// (each item depends only on its index and the worker's scratch state, which the callers keep
/// free of anything that would alter output, such as caches of exact answers). Package-visible:
/// the GIF encoder (frames and palettes), the PNG and APNG encoders (bands of rows to filter),
/// `Zlib.compress(_:level:threads:)` (the segments of a large PNG) and the renderer's page curl
/// use it.
package enum InterleavedWork {
    /// The number of workers for `threads` (0: every active processor) and `items` items: 1…items.
    package static func workers(threads: Int, items: Int) -> Int {
        let wanted = threads == 0 ? ProcessInfo.processInfo.activeProcessorCount : threads
        return max(1, min(wanted, items))
    }

    /// `body(&state, i)` for every `i` in 0..<`count`, on `workers` threads, each with its own
    /// state from `makeState`. Returns the results in index order and each worker's final state.
    package static func map<State: Sendable, Result: Sendable>(
        count: Int, workers: Int, makeState: @Sendable () -> State,
        _ body: @Sendable (inout State, Int) -> Result
    ) -> (results: [Result], states: [State]) {
        let workers = max(1, min(workers, count))
        if workers == 1 {
            var state = makeState()
            let results = (0..<count).map { body(&state, $0) }
            return (results, [state])
        }
        let results = SlotBuffer<Result>(count: count)
        let states = SlotBuffer<State>(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var state = makeState()
            for i in stride(from: worker, to: count, by: workers) {
                results.initialize(i, to: body(&state, i))
            }
            states.initialize(worker, to: state)
        }
        // concurrentPerform returns after every worker has finished: every slot is written.
        return (results.takeAll(), states.takeAll())
    }
}

/// Fixed slots that concurrent workers fill, each slot written by exactly one worker.
///
/// `@unchecked Sendable` is safe here because of how `InterleavedWork.map` uses it: every slot
/// index is written once, by the one worker whose stride contains it, so no two threads touch the
/// same memory; and the slots are read (`takeAll`) only after `DispatchQueue.concurrentPerform` has
/// returned, which waits for all workers and so orders their writes before the reads.
private final class SlotBuffer<Element: Sendable>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Element>
    private let count: Int

    init(count: Int) {
        self.count = count
        base = .allocate(capacity: count)
    }

    func initialize(_ i: Int, to value: Element) {
        precondition(i >= 0 && i < count, "slot \(i) is outside 0..<\(count)")
        (base + i).initialize(to: value)
    }

    /// Moves every slot out (all must have been initialized) and frees the storage.
    func takeAll() -> [Element] {
        defer { base.deallocate() }
        return (0..<count).map { (base + $0).move() }
    }
}

extension InterleavedWork {
    /// `body(i)` for every `i` in 0..<`count`, on `workers` threads (interleaved as in `map`), for
    /// work that writes its results into disjoint parts of a buffer the caller owns.
    ///
    /// `map` with no state and empty results: its only extra cost is two buffers of `count` and
    /// `workers` empty slots, nothing next to an item's work.
    package static func forEach(count: Int, workers: Int, _ body: @Sendable (Int) -> Void) {
        _ = map(count: count, workers: workers, makeState: {}) { _, i in body(i) }
    }
}

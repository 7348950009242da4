import Foundation
@_spi(Testing) import OpenUIKit
import TransitionCycles

// Runs 1,000 present/dismiss cycles and 1,000 push/pop cycles (see `TransitionCycle`) and prints,
// after every 100, the resident memory, the malloc heap in use, the diagnostics timeline length,
// and how many of the controllers, animators, presentation controllers, dimming views and
// transition contexts the cycles created are still alive. Run from Benchmarks/:
//   swift run -c release TransitionMemory [cycles] [timeline capacity]
// The optional second argument sets `diagnostics.timelineCapacity` (default 100,000 entries).

@MainActor
func report(_ cycle: TransitionCycle, done: Int, start: Date) {
    let m = ProcessMemory.now()
    let t = cycle.tracker
    let alive = LiveObjectTracker.Kind.allCases.map { "\(t.alive($0))" }.joined(separator: " | ")
    let ms = Date().timeIntervalSince(start) * 1000 / Double(done)
    let diag = UIApplication.shared.diagnostics
    let mib = { (bytes: Int) in String(format: "%.1f", Double(bytes) / 1_048_576) }
    print(
        "| \(cycle.kind.rawValue) | \(done) | \(mib(m.residentBytes)) | \(mib(m.heapInUseBytes)) | "
            + "\(diag.timeline.count) / \(diag.recordedCount) | \(alive) | "
            + String(format: "%.3f", ms) + " |")
}

@MainActor
func measure(_ kind: TransitionCycle.Kind, cycles: Int) {
    let cycle = TransitionCycle(kind)
    let start = Date()
    for i in 1...cycles {
        cycle.run()
        if i % 100 == 0 {
            cycle.tracker.prune()
            report(cycle, done: i, start: start)
        }
    }
    if cycle.failures > 0 {
        print("\(kind.rawValue): \(cycle.failures) transitions did not end as expected")
    }
    let created = LiveObjectTracker.Kind.allCases.map {
        "\(cycle.tracker.created[$0, default: 0]) \($0.rawValue)"
    }
    print("\(kind.rawValue): created \(created.joined(separator: ", "))")
    cycle.tearDown()
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let cycles = arguments.first ?? 1_000
MainActor.assumeIsolated {
    if arguments.count > 1 { UIApplication.shared.diagnostics.timelineCapacity = arguments[1] }
    print("timeline capacity: \(UIApplication.shared.diagnostics.timelineCapacity) entries")
    let m = ProcessMemory.now()
    print(
        String(
            format: "before: resident %.1f MiB, heap in use %.1f MiB",
            Double(m.residentBytes) / 1_048_576,
            Double(m.heapInUseBytes) / 1_048_576))
    print(
        "| cycle | after | resident (MiB) | heap in use (MiB) | timeline entries held / recorded | alive: "
            + LiveObjectTracker.Kind.allCases.map(\.rawValue).joined(separator: " | ")
            + " | wall ms/cycle |")
    print(
        "|---|---:|---:|---:|---:|"
            + String(repeating: "---:|", count: LiveObjectTracker.Kind.allCases.count) + "---:|")
    measure(.presentDismiss, cycles: cycles)
    measure(.pushPop, cycles: cycles)
}

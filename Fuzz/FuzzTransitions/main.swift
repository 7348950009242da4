import Foundation
@_spi(Testing) import OpenUIKit
import SegueTesting

// Long runs of `TransitionFuzzer` (Scripts/fuzz-transitions.sh): seeds first…first+count-1,
// `operations` operations each, every seed printed; exits 1 when any seed breaks an invariant.
//   FuzzTransitions [--first N] [--seeds N] [--operations N] [--quiet]
// `--quiet` prints only the seeds that break an invariant and the summary.

var first: UInt64 = 1
var seeds = 100
var operations = 300
var quiet = false
var traceLines = 0
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--first": first = arguments.next().flatMap { UInt64($0) } ?? first
    case "--seeds": seeds = arguments.next().flatMap { Int($0) } ?? seeds
    case "--operations": operations = arguments.next().flatMap { Int($0) } ?? operations
    case "--quiet": quiet = true
    case "--trace": traceLines = arguments.next().flatMap { Int($0) } ?? 80
    default:
        FileHandle.standardError.write(
            Data(
                "usage: FuzzTransitions [--first N] [--seeds N] [--operations N] [--quiet] [--trace LINES]\n"
                    .utf8))
        exit(2)
    }
}

let started = Date()
var failing: [UInt64] = []
var total = 0
MainActor.assumeIsolated {
    for seed in first..<(first + UInt64(seeds)) {
        if traceLines > 0 { UIApplication.shared.diagnostics.reset() }
        let report = TransitionFuzzer(seed: seed, operations: operations).run()
        total += report.operations
        if report.violations.isEmpty {
            if !quiet { print("seed \(seed): \(report.operations) operations, no violation") }
        } else {
            failing.append(seed)
            print(report)
            if traceLines > 0 {
                for entry in UIApplication.shared.diagnostics.timeline.suffix(traceLines) {
                    print("    \(entry)")
                }
            }
        }
    }
}
let seconds = Date().timeIntervalSince(started)
print(
    "\(seeds) seeds (\(first)…\(first + UInt64(seeds) - 1)), \(total) operations, "
        + "\(failing.count) seeds with a violation, \(String(format: "%.1f", seconds)) s"
)
if !failing.isEmpty {
    print("failing seeds: \(failing.map(String.init).joined(separator: " "))")
    exit(1)
}

import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// The diagnostics timeline keeps the newest `timelineCapacity` entries, so that a long-running
/// process stays bounded. A private recorder is used, so the shared timeline other tests mark is
/// left alone.
@MainActor
@Suite struct DiagnosticsTimelineCapacityTests {
    final class Subject {}

    @Test func defaultCapacityIsOneHundredThousandEntries() {
        #expect(TransitionDiagnostics().timelineCapacity == 100_000)
        #expect(TransitionDiagnostics.shared.timelineCapacity == 100_000)
    }

    @Test func fullTimelineDropsTheOldestTenthAndCountsWhatItDropped() {
        let diag = TransitionDiagnostics()
        diag.timelineCapacity = 20
        let s = Subject()
        for i in 0..<20 { diag.record(s, "e\(i)") }
        #expect(diag.timeline.count == 20)
        #expect(diag.droppedCount == 0)
        diag.record(s, "e20")
        // Full at 20: the oldest 2 (a tenth of 20) go, then e20 is appended.
        #expect(diag.timeline.map(\.event) == (2...20).map { "e\($0)" })
        #expect(diag.droppedCount == 2)
        #expect(diag.recordedCount == 21)
        for i in 21..<45 { diag.record(s, "e\(i)") }
        #expect(diag.recordedCount == 45)
        #expect(diag.timeline.count <= 20)
        #expect(diag.timeline.last?.event == "e44")
        // The entries kept are the newest ones, in order.
        let kept = diag.timeline.map(\.event)
        #expect(kept == (45 - kept.count..<45).map { "e\($0)" })
    }

    @Test func loweringTheCapacityTrimsAtOnceAndResetClearsTheCount() {
        let diag = TransitionDiagnostics()
        let s = Subject()
        for i in 0..<10 { diag.record(s, "e\(i)") }
        diag.timelineCapacity = 4
        #expect(diag.timeline.map(\.event) == ["e6", "e7", "e8", "e9"])
        #expect(diag.recordedCount == 10)
        diag.timelineCapacity = 0
        #expect(diag.timelineCapacity == 1)
        #expect(diag.timeline.map(\.event) == ["e9"])
        diag.record(s, "e10")
        #expect(diag.timeline.map(\.event) == ["e10"])
        diag.reset()
        #expect(diag.recordedCount == 0 && diag.droppedCount == 0 && diag.timeline.isEmpty)
    }
}

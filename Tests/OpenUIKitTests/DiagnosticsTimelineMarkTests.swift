import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// The test helpers' timeline marks (`timelineMark`, `timelineEntries(since:)`, `events(since:of:)`)
/// are `recordedCount` positions, so they stay valid when the bounded timeline drops old entries.
@MainActor
@Suite(.serialized) struct DiagnosticsTimelineMarkTests {
    final class Subject {}

    @Test func aMarkTakenBeforeTrimmingStillFindsTheEntriesRecordedAfterIt() {
        let diag = TransitionDiagnostics.shared
        let saved = diag.timelineCapacity
        defer { diag.timelineCapacity = saved }
        let s = Subject()
        // older entries, so trimming has something to drop
        for i in 1...10 { diag.record(s, "x\(i)") }
        let mark = timelineMark
        for i in 1...5 { diag.record(s, "a\(i)") }
        diag.timelineCapacity = 10  // drops everything older than the last 10 entries
        for i in 1...3 { diag.record(s, "b\(i)") }  // each drops one more
        #expect(diag.timeline.count == 10)
        #expect(diag.droppedCount > 0)
        #expect(timelineMark == mark + 8)
        #expect(
            events(since: mark, of: [("S", s)]) == [
                "S.a1", "S.a2", "S.a3", "S.a4", "S.a5", "S.b1", "S.b2", "S.b3",
            ])
        // A mark older than the ring's oldest entry yields what the ring still holds.
        for i in 1...12 { diag.record(s, "c\(i)") }
        #expect(timelineEntries(since: mark).map(\.event) == (3...12).map { "c\($0)" })
        // A mark at the end yields nothing.
        #expect(timelineEntries(since: timelineMark).isEmpty)
    }
}

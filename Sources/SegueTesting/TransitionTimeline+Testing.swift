import Testing

extension TransitionTimeline: CustomTestStringConvertible {
    /// How Swift Testing shows a timeline inside a failed expectation: its size only.
    ///
    /// `#expect(timeline.contains(inOrder: order), "\(timeline.explainMissing(inOrder: order) ?? "")")`
    /// used to print the whole timeline twice: once where Swift Testing expands `timeline` in the
    /// expression (it used `description`), once in the explanation. Now the expansion reads
    /// `TransitionTimeline(19 calls, 1 warning)` and the explanation alone lists the calls.
    public var testDescription: String {
        let count = "\(calls.count) call\(calls.count == 1 ? "" : "s")"
        guard !warnings.isEmpty else { return "TransitionTimeline(\(count))" }
        return
            "TransitionTimeline(\(count), \(warnings.count) warning\(warnings.count == 1 ? "" : "s"))"
    }
}

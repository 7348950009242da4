import OpenUIKit
import SegueTesting
import Testing

/// Docs/Testing.md, "The transition doctor".
// doc: begin
@MainActor @Test func fadeAnimatorIsHealthy() {
    let findings = TransitionDoctor().examine(animator: FadeAnimator())
    #expect(findings.isEmpty, "\(findings.report)")
}
// doc: end

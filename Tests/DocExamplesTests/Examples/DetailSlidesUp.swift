import OpenUIKit
import SegueTesting
import SnapshotTesting
import Testing

@MainActor @Test func detailSlidesUpAsASheet() throws {
    let scenario = TransitionScenario.present(
        { DetailViewController() }, from: { ListViewController() })
    assertSnapshot(of: scenario, as: .filmstrip(at: [0, 0.5, 1]))  // one PNG: start, middle, end
    assertSnapshot(of: scenario, as: .timeline)  // the calls, as `segue trace`
    let timeline = try scenario.run(fps: nil).timeline
    let calls = ["DetailViewController.viewWillAppear", "DetailViewController.viewDidAppear"]
    #expect(timeline.contains(inOrder: calls), "\(timeline.explainMissing(inOrder: calls) ?? "")")
    // A sheet (the default style) leaves the list on screen: the list does not disappear.
    #expect(!timeline.names.contains { $0.hasPrefix("ListViewController.viewWillDisappear") })
}

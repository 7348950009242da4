import OpenUIKit
import SegueTesting
import SnapshotTesting
import Testing

@MainActor @Test func detailCoversTheList() throws {
    assertSnapshot(
        of: DetailViewController() as UIViewController,
        as: .image(size: CGSize(width: 120, height: 200)))
    let scenario = TransitionScenario.present(
        {
            let detail = DetailViewController()
            detail.modalPresentationStyle = .fullScreen  // the list leaves the screen
            return detail
        }, from: { ListViewController() })
    assertSnapshot(of: scenario, as: .filmstrip(at: [0, 0.5, 1]))  // one PNG: start, middle, end
    assertSnapshot(of: scenario, as: .timeline)  // the calls, as `segue trace`
    let timeline = try scenario.run(fps: nil).timeline
    let calls = [
        "ListViewController.viewWillDisappear", "DetailViewController.viewWillAppear",
        "DetailViewController.viewDidAppear", "ListViewController.viewDidDisappear",
    ]
    #expect(timeline.contains(inOrder: calls), "\(timeline.explainMissing(inOrder: calls) ?? "")")
}

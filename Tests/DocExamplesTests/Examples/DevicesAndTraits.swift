import OpenUIKit
import SegueTesting
import SnapshotTesting
import Testing

@MainActor @Test func devicesAndTraits() {
    let vc: UIViewController = BadgeViewController()
    let view: UIView = BadgeViewController().view
    view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
    let scenario = TransitionScenario.present(
        {
            let detail = DetailViewController()
            detail.modalPresentationStyle = .fullScreen
            return detail
        }, from: { ListViewController() })
    // doc: begin
    assertSnapshot(of: vc, as: .image(on: .iPhone13Pro(.landscape)))
    assertSnapshot(
        of: vc,
        as: .image(on: .iPadPro11(.portrait(splitView: .oneThird)), traits: .init(displayScale: 3)))
    assertSnapshot(of: view, as: .image(traits: .init(horizontalSizeClass: .regular)))
    assertSnapshot(of: scenario, as: .filmstrip(at: [0, 0.5, 1], on: .iPhoneSe))
    // One reference per config, named after it: name.iPhoneSe-portrait.png, name.iPadPro11-landscape.png …
    assertSnapshots(
        of: scenario, as: .filmstrip(at: [0, 0.5, 1], on: [.iPhoneSe, .iPhone13Pro, .iPadPro11]))
    assertSnapshots(of: vc, as: .image(on: [.iPhoneX, .iPhone16Pro(.landscape)]))
    // doc: end
}

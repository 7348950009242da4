@_spi(Testing) import OpenUIKit
import SnapshotTesting
import Testing

@testable import SegueTesting

@MainActor
@Suite struct TextStrategyTests {
    @Test func recursiveDescriptionListsEveryViewIndented() {
        let view = makeSampleView()
        let label = UILabel(frame: CGRect(x: 0, y: 20, width: 40, height: 10))
        label.text = "Hi"
        label.isHidden = true
        view.addSubview(label)
        assertSnapshot(of: view, as: .recursiveDescription)
        #expect(
            SnapshotRendering.recursiveDescription(of: view).split(separator: "\n").last
                == "   | <UILabel; frame = (0 20; 40 10); hidden = YES; text = 'Hi'>")
    }

    @Test func hierarchyShowsChildrenAndPresentedControllers() {
        let list = SwatchViewController(fill: .white, square: .blue)
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 160))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.present(SwatchViewController(fill: .red, square: .green), animated: false)
        _ = UIApplication.shared.runUntilIdle(timeout: 5)
        let root: UIViewController = navigation
        assertSnapshot(of: root, as: .hierarchy)
        #expect(SnapshotRendering.hierarchy(of: root).contains("   + <SwatchViewController>"))
    }
}

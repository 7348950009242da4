import Foundation
import SegueTesting
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Random sequences of navigation and presentation operations; after each, the engine must go idle
/// with no invariant violation, and exactly the controllers on screen must be appeared.
@MainActor
@Suite struct ConformanceRandomizedTests {
    @Test(arguments: [UInt64(1), 42, 2026])
    func randomOperationsKeepTheHierarchyConsistent(seed: UInt64) {
        print("ConformanceRandomizedTests seed: \(seed)")
        var rng = SeededRandomNumberGenerator(seed: seed)
        let root = LoggingVC()
        let nav = UINavigationController(rootViewController: root)
        let w = makeWindow(root: nav)
        let violationsBefore = violationCount
        let styles: [UIModalPresentationStyle] = [
            .fullScreen, .overFullScreen, .pageSheet, .formSheet, .custom,
        ]
        for step in 0..<40 {
            // The controller on top of everything.
            var top: UIViewController = nav
            while let p = top.presentedViewController { top = p }
            let animated = Bool.random(using: &rng)
            switch Int.random(in: 0..<6, using: &rng) {
            case 0, 1:
                if let n = top as? UINavigationController {
                    n.pushViewController(LoggingVC(), animated: animated)
                } else {
                    top.present(LoggingVC(), animated: animated)
                }
            case 2:
                (top as? UINavigationController)?.popViewController(animated: animated)
            case 3:
                let vc =
                    Int.random(in: 0..<3, using: &rng) == 0
                    ? UINavigationController(rootViewController: LoggingVC()) : LoggingVC()
                vc.modalPresentationStyle = styles.randomElement(using: &rng)!
                top.present(vc, animated: animated)
            case 4:
                if top !== nav { top.dismiss(animated: animated) }
            default:
                (top as? UINavigationController)?.popToRootViewController(animated: animated)
            }
            #expect(
                UIApplication.shared.runUntilIdle(timeout: 5),
                "seed \(seed) step \(step): not idle: \(UIApplication.shared.pendingWork)")
            #expect(
                violationCount == violationsBefore,
                "seed \(seed) step \(step): \(TransitionDiagnostics.shared.invariantViolations.suffix(3))"
            )
            // The top-most controller's view is in the window and appeared.
            var visible: UIViewController = nav
            while let p = visible.presentedViewController { visible = p }
            let shown = (visible as? UINavigationController)?.topViewController ?? visible
            #expect(shown.view.window === w, "seed \(seed) step \(step)")
            #expect(shown.appearance.state == .appeared, "seed \(seed) step \(step)")
        }
        nav.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        w.isHidden = true
    }
}

import Foundation
@_spi(Testing) import OpenQuartzCore
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Safe area and margins guides, animated constant changes and unsatisfiable layouts.
@MainActor
@Suite struct AutoLayoutGuideAndAnimationTests {
    @Test func viewPinnedToTheSafeAreaOnTheDefaultIPhone15() {
        let vc = UIViewController()
        let window = makeWindow(root: vc)
        UIApplication.shared.runUntilIdle()
        let content = constrainedSubview(of: vc.view)
        let guide = vc.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        UIApplication.shared.runUntilIdle()
        let b = window.bounds
        #expect(vc.view.safeAreaInsets.top == 59 && vc.view.safeAreaInsets.bottom == 34)
        #expect(content.frame == CGRect(x: 0, y: 59, width: b.width, height: b.height - 93))
        #expect(vc.view.safeAreaLayoutGuide === guide)
    }

    @Test func layoutMarginsGuideInsetsByTheMargins() {
        let container = layoutContainer()
        container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let child = constrainedSubview(of: container)
        let m = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            child.topAnchor.constraint(equalTo: m.topAnchor),
            child.bottomAnchor.constraint(equalTo: m.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 240, height: 360))
        #expect(container.directionalLayoutMargins.trailing == 40)
    }

    @Test func viewControllerRootHasSixteenPointMargins() {
        let vc = UIViewController()
        let window = makeWindow(root: vc)
        let child = constrainedSubview(of: vc.view)
        let m = vc.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            child.topAnchor.constraint(equalTo: m.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        UIApplication.shared.runUntilIdle()
        #expect(child.frame == CGRect(x: 16, y: 59, width: window.bounds.width - 32, height: 44))
    }

    @Test func constantChangeAnimatesWithLayoutIfNeeded() {
        let container = layoutContainer()
        let bar = constrainedSubview(of: container)
        let width = bar.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            bar.topAnchor.constraint(equalTo: container.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 20), width,
        ])
        container.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 100, height: 20))

        width.constant = 300
        let t0 = CACurrentMediaTime()
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: { container.layoutIfNeeded() })
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 300, height: 20), "the model at once")
        UIApplication.shared.advance(by: 0.5)
        let t = CACurrentMediaTime() - t0
        let shown = bar.layer.presentation()!.frame
        #expect(abs(Double(shown.width) - (100 + 200 * t)) < 1e-6)
        #expect(abs(Double(shown.width) - 200) < 4, "halfway at 0.5 s")
        #expect(shown.minX.magnitude < 1e-6, "the left edge stays put")
        UIApplication.shared.runUntilIdle()
        #expect(bar.layer.presentation()!.frame.width == 300)
    }

    @Test func unsatisfiableLayoutLogsAndBreaksTheNewConstraint() {
        let before = EngineDiagnostics.shared.warnings.count
        let container = layoutContainer()
        let child = constrainedSubview(of: container)
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        let second = child.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        NSLayoutConstraint.activate([
            first, child.heightAnchor.constraint(equalToConstant: 10),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        second.isActive = true
        container.layoutIfNeeded()
        #expect(child.frame.width == 100)
        let messages = EngineDiagnostics.shared.warnings.dropFirst(before).map(\.message)
        let log = messages.first { $0.hasPrefix("Unable to simultaneously satisfy constraints.") }
        #expect(log != nil)
        #expect(
            log?.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x")
                == true)
        #expect(log?.contains("'too-wide' UIView:0x") == true)
        #expect(log?.contains(".width == 100") == true, "the conflicting constraint is listed")
        // Laid out again without change: logged once, not on every pass.
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(EngineDiagnostics.shared.warnings.count == before + messages.count)
    }
}

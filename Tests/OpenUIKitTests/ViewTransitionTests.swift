import Foundation
@_spi(Testing) import OpenQuartzCore
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct ViewTransitionTests {
    @Test(arguments: [
        (UIView.AnimationOptions.transitionFlipFromLeft, "oglFlip", "fromLeft"),
        (.transitionFlipFromRight, "oglFlip", "fromRight"),
        (.transitionFlipFromTop, "oglFlip", "fromTop"),
        (.transitionFlipFromBottom, "oglFlip", "fromBottom"),
        (.transitionCurlUp, "pageCurl", "fromBottom"),
        (.transitionCurlDown, "pageUnCurl", "fromBottom"),
        (.transitionCrossDissolve, "fade", ""),
    ])
    func eachTransitionOptionAddsTheMatchingCATransition(
        option: UIView.AnimationOptions, type: String, subtype: String
    ) {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        UIView.transition(with: v, duration: 0.4, options: option, animations: {})
        let t = v.layer.animation(forKey: "transition") as? CATransition
        #expect(t?.type.rawValue == type)
        #expect((t?.subtype?.rawValue ?? "") == subtype)
        #expect(t?.duration == 0.4)
        UIApplication.shared.runUntilIdle()
    }

    @Test func theBeforeStateIsCapturedBeforeTheAnimationsBlockRuns() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        v.backgroundColor = .red
        var result: Bool?
        UIView.transition(
            with: v, duration: 0.3, options: [.transitionFlipFromLeft, .curveLinear],
            animations: {
                v.backgroundColor = .blue
            }, completion: { result = $0 })
        let t = v.layer.animation(forKey: "transition") as? CATransition
        #expect(t?.capturedBefore?.backgroundColor == UIColor.red.cgColor)
        #expect(v.layer.backgroundColor == UIColor.blue.cgColor)
        #expect(
            v.layer.animation(forKey: "backgroundColor") == nil,
            "content changes are not animated by default")
        #expect(t?.timingFunction == CAMediaTimingFunction(name: .linear))
        UIApplication.shared.runUntilIdle()
        #expect(result == true)
    }

    @Test func allowAnimatedContentAlsoAnimatesTheBlocksChanges() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        UIView.transition(
            with: v, duration: 0.3, options: [.transitionCrossDissolve, .allowAnimatedContent],
            animations: { v.alpha = 0.5 })
        #expect(v.layer.animation(forKey: "opacity")?.duration == 0.3)
        UIApplication.shared.runUntilIdle()
    }

    @Test func zeroDurationTransitionAppliesWithoutAnimation() {
        let v = UIView()
        var result: Bool?
        UIView.transition(
            with: v, duration: 0, options: .transitionCurlUp, animations: { v.alpha = 0 },
            completion: { result = $0 })
        #expect(v.layer.animationKeys() == nil && v.alpha == 0)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(result == true)
    }

    @Test func transitionFromToSwapsTheViewsInTheSuperview() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView()
        let from = UIView()
        let c = UIView()
        let to = UIView()
        container.addSubview(a)
        container.addSubview(from)
        container.addSubview(c)
        var result: Bool?
        UIView.transition(
            from: from, to: to, duration: 0.25, options: .transitionFlipFromRight,
            completion: { result = $0 })
        #expect(
            container.subviews.map(ObjectIdentifier.init) == [a, to, c].map(ObjectIdentifier.init))
        #expect(from.superview == nil)
        #expect(
            (container.layer.animation(forKey: "transition") as? CATransition)?.subtype
                == .fromRight)
        UIApplication.shared.runUntilIdle()
        #expect(result == true)
    }

    @Test func showHideTransitionViewsHidesInsteadOfRemoving() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let from = UIView()
        let to = UIView()
        container.addSubview(from)
        container.addSubview(to)
        to.isHidden = true
        UIView.transition(
            from: from, to: to, duration: 0.25,
            options: [.transitionCrossDissolve, .showHideTransitionViews])
        #expect(from.superview === container && from.isHidden)
        #expect(!to.isHidden)
        UIApplication.shared.runUntilIdle()
    }

    @Test func transitionFromAViewWithoutASuperviewSwapsNothingAndStillCompletes() {
        let from = UIView()
        let to = UIView()
        var result: Bool?
        let warnings = EngineDiagnostics.shared.warnings.count
        UIView.transition(
            from: from, to: to, duration: 0.25, options: .transitionCrossDissolve,
            completion: { result = $0 })
        #expect(EngineDiagnostics.shared.warnings.count == warnings + 1)
        #expect(result == nil)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(result == true)
    }
}

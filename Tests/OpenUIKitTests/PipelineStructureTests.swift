import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// "One pipeline, enforced" (Docs/Architecture.md): transition contexts are built by the driver
/// only, animators are started by the driver (or the interaction controller it starts) only, and
/// every transition that begins comes from a plan.
@MainActor
@Suite struct PipelineStructureTests {
    /// The package's Sources folder.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// Every Swift file under Sources/, by path relative to Sources/, with comment lines dropped.
    static func sourceFiles() throws -> [(path: String, code: String)] {
        let root = sources.standardizedFileURL.path
        let walker = try #require(FileManager.default.enumerator(atPath: root))
        var files: [(String, String)] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            let code = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.drop(while: { $0 == " " }).hasPrefix("//") }
                .joined(separator: "\n")
            files.append((relative, code))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The files of `files` where `needle` occurs; a needle that starts with an identifier
    /// character must not follow one (so `TransitionContext(` does not match
    /// `SegueChildTransitionContext(`).
    static func files(
        _ files: [(path: String, code: String)], calling needle: String
    ) -> [String] {
        let isIdentifier = { (c: Character) in c.isLetter || c.isNumber || c == "_" }
        let bounded = needle.first.map(isIdentifier) ?? false
        return files.filter { file in
            var rest = file.code[...]
            while let r = rest.range(of: needle) {
                let before = rest[..<r.lowerBound].last
                if !bounded || !(before.map(isIdentifier) ?? false) {
                    return true
                }
                rest = rest[r.upperBound...]
            }
            return false
        }.map(\.path)
    }

    @Test func onlyTheDriverBuildsATransitionContext() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 100)
        #expect(
            Self.files(files, calling: "TransitionContext(")
                == ["OpenUIKit/Engine/Transitions/Pipeline/TransitionDriver.swift"])
        #expect(
            Self.files(files, calling: "TransitionDriver(")
                == ["OpenUIKit/Engine/Transitions/Pipeline/TransitionDriver.swift"])
    }

    @Test func onlyTheDriverStartsTheAnimatorOrTheInteraction() throws {
        let files = try Self.sourceFiles()
        // A call (not a declaration): `x.animateTransition(using:`, `x.startInteractiveTransition(`.
        let starters = Set(
            Self.files(files, calling: ".animateTransition(using:")
                + Self.files(files, calling: ".startInteractiveTransition("))
        #expect(
            starters == [
                "OpenUIKit/Engine/Transitions/Pipeline/TransitionDriver+Start.swift",
                // UIKit's percent-driven interaction starts the animator it drives.
                "OpenUIKit/Interactive/UIPercentDrivenInteractiveTransition.swift",
                // The catalogue's child swap: a custom container, which UIKit gives no context
                // (Docs/Architecture.md, "Custom containers").
                "Segue/Adoption/UIViewController+ChildSwap.swift",
            ])
    }

    @Test func theContextProtocolHasOneEngineConformer() throws {
        let files = try Self.sourceFiles()
        let conformers = files.filter { file in
            file.code.split(separator: "\n").contains {
                ($0.contains("class ") || $0.contains("struct "))
                    && $0.contains("UIViewControllerContextTransitioning")
                    && !$0.contains("func ")
            }
        }.map(\.path)
        #expect(
            conformers == [
                "OpenUIKit/Engine/Transitions/TransitionContext.swift",
                // The catalogue's context for a custom container (UIKit gives none).
                "Segue/Adoption/SegueChildTransitionContext.swift",
            ])
    }

    @Test func containerPlannersAskNoDelegate() throws {
        // Architecture.md: push, pop and tab delegates are asked by their containers, which hand
        // the answers to ContainerTransitionPlanner; the modal planners ask the transitioning
        // delegate themselves.
        let files = try Self.sourceFiles()
        let planner = try #require(
            files.first { $0.path.hasSuffix("Planners/ContainerTransitionPlanner.swift") })
        #expect(!planner.code.contains("delegate"))
        for name in ["PresentationPlanner", "DismissalPlanner"] {
            let modal = try #require(files.first { $0.path.hasSuffix("Planners/\(name).swift") })
            #expect(modal.code.contains("transitioningDelegate"))
        }
    }

    @Test func everyTransitionThatBeginsComesFromAPlanWithTheContextItsDriverBuilt() throws {
        let made = TransitionContext.madeCount
        let begun = RunningTransitions.shared.begunCount
        let app = UIApplication.shared
        // Present and dismiss.
        let (a, b, _) = presentationPair(.fullScreen)
        a.present(b, animated: true)
        #expect(app.runUntilIdle())
        b.dismiss(animated: true)
        #expect(app.runUntilIdle())
        // Push, pop and a stack replacement.
        let nav = UINavigationController(rootViewController: LoggingVC())
        makeWindow(root: nav)
        #expect(app.runUntilIdle())
        nav.pushViewController(LoggingVC(), animated: true)
        #expect(app.runUntilIdle())
        nav.popViewController(animated: true)
        #expect(app.runUntilIdle())
        nav.setViewControllers([LoggingVC(), LoggingVC()], animated: true)
        #expect(app.runUntilIdle())
        // A tab selection.
        let tabs = UITabBarController()
        tabs.viewControllers = [LoggingVC(), LoggingVC()]
        makeWindow(root: tabs)
        #expect(app.runUntilIdle())
        tabs.selectedIndex = 1
        #expect(app.runUntilIdle())
        // A child swap.
        let parent = LoggingVC()
        makeWindow(root: parent)
        #expect(app.runUntilIdle())
        let (c1, c2) = (LoggingVC(), LoggingVC())
        parent.addChild(c1)
        parent.view.addSubview(c1.view)
        c1.didMove(toParent: parent)
        c1.willMove(toParent: nil)
        parent.addChild(c2)
        parent.transition(from: c1, to: c2, duration: 0.2, animations: nil) { _ in
            c1.removeFromParent()
            c2.didMove(toParent: parent)
        }
        #expect(app.runUntilIdle())
        // A sheet's drag-to-dismiss.
        let (p, s, _) = presentationPair(.pageSheet)
        p.present(s, animated: false)
        #expect(app.runUntilIdle())
        let sheet = try #require(s.sheetPresentationController)
        sheet.dragChanged(translation: 300)
        _ = sheet.dragEnded(translation: 600, velocity: 0)
        #expect(app.runUntilIdle())
        #expect(p.presentedViewController == nil)

        var delta: [TransitionPlan.Kind: Int] = [:]
        for kind in TransitionPlan.Kind.allCases {
            delta[kind] =
                RunningTransitions.shared.begunCount[kind, default: 0] - begun[kind, default: 0]
        }
        // Each kind began through the driver at least once; no context was made without a begin.
        #expect(TransitionPlan.Kind.allCases.allSatisfy { delta[$0, default: 0] > 0 })
        #expect(TransitionContext.madeCount - made == delta.values.reduce(0, +))
    }
}

import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import Testing

/// `snapshotView(afterScreenUpdates: false)` shows the view as last committed to the screen:
/// changes made since, in the same run-loop turn, are held back (the snapshot has the pixels the
/// source had at the commit); `true` shows them; once the clock advances (a commit) `false`
/// shows them too. `advance(by:)` is the harness's run loop (non-UIKit).
@MainActor
@Suite struct CommittedSnapshotTests {
    /// A 40 × 30 white panel in a window with a red 10 × 10 square at (5, 5) and a label, on
    /// screen: committed.
    func panel() -> (window: UIWindow, panel: UIView, square: UIView, label: UILabel) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 50))
        let panel = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        panel.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        square.backgroundColor = .red
        panel.addSubview(square)
        let label = UILabel(frame: CGRect(x: 18, y: 4, width: 22, height: 22))
        label.text = "A"
        label.font = .boldSystemFont(ofSize: 18)
        label.textColor = .black
        panel.addSubview(label)
        window.addSubview(panel)
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 1.0 / 60)
        return (window, panel, square, label)
    }

    /// Renders `panel`, changes it with `change`, then checks that a `false` snapshot has the
    /// pixels from before the change, a `true` snapshot those after it, and a `false` snapshot
    /// taken after the next commit those after it too.
    func expectHeldBackUntilTheCommit(
        _ change: (UIView, UIView, UILabel) -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let scene = panel()
        let before = try Renderer(scale: 2).render(scene.panel)
        change(scene.panel, scene.square, scene.label)
        let held = try #require(scene.panel.snapshotView(afterScreenUpdates: false))
        let updated = try #require(scene.panel.snapshotView(afterScreenUpdates: true))
        let after = try Renderer(scale: 2).render(scene.panel)
        #expect(after != before, "the change shows on the view", sourceLocation: sourceLocation)
        #expect(
            try Renderer(scale: 2).render(held) == before, "false: the committed look",
            sourceLocation: sourceLocation)
        #expect(
            try Renderer(scale: 2).render(updated) == after, "true: the look with the change",
            sourceLocation: sourceLocation)
        UIApplication.shared.advance(by: 1.0 / 60)
        let committed = try #require(scene.panel.snapshotView(afterScreenUpdates: false))
        #expect(
            try Renderer(scale: 2).render(committed) == after,
            "false after the commit: the change", sourceLocation: sourceLocation)
    }

    @Test func aSubviewsAlphaChangedThisTurnIsHeldBack() throws {
        try expectHeldBackUntilTheCommit { _, square, _ in square.alpha = 0 }
    }

    @Test func labelTextChangedThisTurnIsHeldBack() throws {
        try expectHeldBackUntilTheCommit { _, _, label in label.text = "W" }
    }

    @Test func aFrameChangedThisTurnIsHeldBack() throws {
        try expectHeldBackUntilTheCommit { _, square, _ in
            square.frame = CGRect(x: 20, y: 12, width: 15, height: 15)
        }
    }

    @Test func theViewsOwnBackgroundColourChangedThisTurnIsHeldBack() throws {
        try expectHeldBackUntilTheCommit { panel, _, _ in panel.backgroundColor = .green }
    }

    @Test func aSubviewAddedOrRemovedThisTurnIsHeldBack() throws {
        try expectHeldBackUntilTheCommit { panel, square, _ in
            square.removeFromSuperview()
            let dot = UIView(frame: CGRect(x: 25, y: 20, width: 8, height: 8))
            dot.backgroundColor = .blue
            panel.addSubview(dot)
        }
    }

    @Test func aChangeInsideAnAnimationBlockIsHeldBackThenAnimates() throws {
        let scene = panel()
        let before = try Renderer().render(scene.panel)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            scene.square.backgroundColor = .blue
        }
        let held = try #require(scene.panel.snapshotView(afterScreenUpdates: false))
        #expect(try Renderer().render(held) == before)
        UIApplication.shared.advance(by: 0.5)
        let midway = try #require(scene.panel.snapshotView(afterScreenUpdates: false))
        let pixel = try Renderer().render(midway)[10, 10]
        // Half-way from red to blue, as the screen presents it.
        #expect(
            (126...129).contains(Int(pixel.r)) && (126...129).contains(Int(pixel.b)), "\(pixel)")
        #expect(try Renderer().render(midway) == (try Renderer().render(scene.panel)))
    }

    @Test func aViewMadeThisTurnHasNotBeenRenderedAndItsFalseSnapshotShowsNothing() throws {
        let scene = panel()
        let fresh = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        fresh.backgroundColor = .red
        scene.window.addSubview(fresh)
        let blank = try #require(fresh.snapshotView(afterScreenUpdates: false))
        #expect(blank.bounds.size == fresh.bounds.size)
        #expect(try Renderer().render(blank).pixels.allSatisfy { $0 == 0 })
        let drawn = try #require(fresh.snapshotView(afterScreenUpdates: true))
        #expect(try Renderer().render(drawn)[10, 10] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        UIApplication.shared.advance(by: 1.0 / 60)
        let shown = try #require(fresh.snapshotView(afterScreenUpdates: false))
        #expect(try Renderer().render(shown)[10, 10] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func aResizableSnapshotHoldsBackTheTurnsChangesToo() throws {
        let scene = panel()
        let part = CGRect(x: 0, y: 0, width: 20, height: 20)
        let before = try Renderer().render(scene.panel)
        scene.square.backgroundColor = .blue
        let held = try #require(
            scene.panel.resizableSnapshotView(
                from: part, afterScreenUpdates: false, withCapInsets: .zero))
        let updated = try #require(
            scene.panel.resizableSnapshotView(
                from: part, afterScreenUpdates: true, withCapInsets: .zero))
        #expect(try Renderer().render(held)[10, 10] == before[10, 10])
        #expect(try Renderer().render(held)[10, 10] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(try Renderer().render(updated)[10, 10] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func aSnapshotKeepsTheLabelTextItWasTakenWith() throws {
        let scene = panel()
        let before = try Renderer(scale: 2).render(scene.panel)
        let snapshot = try #require(scene.panel.snapshotView(afterScreenUpdates: true))
        scene.label.text = "W"
        scene.label.textColor = .red
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(try Renderer(scale: 2).render(snapshot) == before)
        #expect(try Renderer(scale: 2).render(scene.panel) != before)
    }
}

import Foundation
import OpenUIKit

/// The article a demo comes from.
package struct DemoArticle: Sendable, Hashable {
    /// Seed number, e.g. "000".
    package var id: String
    /// The article's title (as it reads in the original).
    package var title: String
    /// The seed file it lives in, under `Docs/Articles/`.
    package var file: String
}

/// A runnable, recordable scene: a window built in code and a script of actions and waits.
package struct Demo: Sendable {
    /// The demo's name, used on the command line (`seed000-present`).
    package var name: String
    /// One line describing what it shows.
    package var summary: String
    /// The source article.
    package var article: DemoArticle
    /// For a catalogue entry, the one line of code that adopts it; nil for the seeds.
    package var adoption: String?
    /// The Swift file that defines the demo (`#filePath` where it was built), for the gallery's
    /// source links.
    package var sourceFile: String
    /// Builds the scene on the main actor, at the current virtual time.
    package var makeScene: @MainActor @Sendable () -> DemoScene

    package init(
        name: String, summary: String, article: DemoArticle, adoption: String? = nil,
        sourceFile: String = #filePath,
        makeScene: @escaping @MainActor @Sendable () -> DemoScene
    ) {
        self.name = name
        self.summary = summary
        self.article = article
        self.adoption = adoption
        self.sourceFile = sourceFile
        self.makeScene = makeScene
    }
}

/// One step of a demo's script.
package enum DemoStep {
    /// Let `seconds` of virtual time pass.
    case wait(TimeInterval)
    /// Run an action (a tap, a `present`, …), named for the trace.
    case perform(String, @MainActor () -> Void)
    /// Let time pass until nothing is pending (the transition finished), at most `timeout` seconds.
    case settle(timeout: TimeInterval)
}

extension DemoStep {
    /// The seed demos' script: a 0.3 s pause, `action` (which starts the transition), settling (at
    /// most 3 s), a 0.4 s look, `back` (the way back), settling again and a last 0.4 s look.
    /// `action` is always step 1.
    static func roundTrip(
        _ actionName: String, _ action: @escaping @MainActor () -> Void,
        back backName: String, _ back: @escaping @MainActor () -> Void
    ) -> [DemoStep] {
        [
            .wait(0.3), .perform(actionName, action), .settle(timeout: 3), .wait(0.4),
            .perform(backName, back), .settle(timeout: 3), .wait(0.4),
        ]
    }
}

/// A built scene: its window and the script to play.
@MainActor
package final class DemoScene {
    /// The window the demo draws in (visible, key).
    package let window: UIWindow
    /// The script, played in order.
    package let steps: [DemoStep]
    /// Objects the scene must keep alive while it plays (delegates are weak in UIKit).
    package var retained: [AnyObject] = []
    /// Checks of the expected start and end state, by point in the window and colour name, used
    /// by the tests (`(point, description)`), filled by each demo.
    package var probes: DemoProbes = DemoProbes()

    package init(window: UIWindow, steps: [DemoStep], retaining retained: [AnyObject] = []) {
        self.window = window
        self.steps = steps
        self.retained = retained
    }
}

/// Pixels whose colour tells a demo's start state from its end state (points in window coordinates).
package struct DemoProbes: Sendable {
    /// Points and the colour expected there in the first frame.
    package var start: [(point: CGPoint, color: UIColor)] = []
    /// Points and the colour expected there in the last frame.
    package var end: [(point: CGPoint, color: UIColor)] = []
    package init() {}
}

import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import SegueTesting
import Testing

/// The presenter in the table's runs ("A").
final class AppearancePresenter: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
    }
}

/// The presented controller in the table's runs ("B"), holding its transitioning delegate.
final class AppearancePresented: UIViewController {
    let keptDelegate = AppearanceTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
    }
}

/// Fades with `FadeAnimator`; hands UIKit `interaction` when `interactive`.
final class AppearanceTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    var interactive = false

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { FadeAnimator() }

    func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    { FadeAnimator() }

    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactive ? interaction : nil }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactive ? interaction : nil }
}

/// Docs/Testing.md's table "Appearance calls by presentation style" is what the engine does:
/// each style presented, dismissed, and interactively presented and dismissed then cancelled.
@MainActor @Suite struct AppearanceTableTests {
    enum Run: CaseIterable {
        case present, dismiss, cancelledPresent, cancelledDismiss
    }

    static let styles: [(name: String, style: UIModalPresentationStyle)] = [
        (".fullScreen", .fullScreen), (".overFullScreen", .overFullScreen),
        (".pageSheet", .pageSheet), (".formSheet", .formSheet), (".automatic", .automatic),
        (".popover", .popover), (".custom", .custom), (".currentContext", .currentContext),
        (".overCurrentContext", .overCurrentContext),
    ]

    static func presented(
        _ style: UIModalPresentationStyle, on root: UIViewController, custom: Bool
    )
        -> AppearancePresented
    {
        let presented = AppearancePresented()
        presented.modalPresentationStyle = style
        if custom { presented.transitioningDelegate = presented.keptDelegate }
        presented.popoverPresentationController?.sourceView = root.view
        return presented
    }

    /// The appearance calls of one run, in order, as `A.viewWillDisappear` (A the presenter, B
    /// the presented controller).
    static func appearanceCalls(
        _ style: UIModalPresentationStyle, _ run: Run, customAnimator: Bool = true
    ) throws -> [String] {
        let interactive = run == .cancelledPresent || run == .cancelledDismiss
        let presents = run == .present || run == .cancelledPresent
        var scenario = TransitionScenario(
            root: {
                let root = AppearancePresenter()
                if !presents {
                    root.loadViewIfNeeded()
                    MainRunLoop.perform {
                        root.present(
                            presented(style, on: root, custom: customAnimator), animated: false)
                    }
                }
                return root
            },
            action: { root in
                if presents {
                    let controller = presented(style, on: root, custom: customAnimator)
                    controller.keptDelegate.interactive = interactive
                    root.present(controller, animated: true)
                } else {
                    (root.presentedViewController as? AppearancePresented)?.keptDelegate
                        .interactive = interactive
                    root.dismiss(animated: true)
                }
            })
        if interactive {
            scenario = scenario.interactive([.update(0.3), .wait(0.1), .cancel]) { root in
                (root.presentedViewController as? AppearancePresented)?.keptDelegate.interaction
            }
        }
        let timeline = try scenario.run(fps: nil).timeline
        return timeline.names.compactMap { name in
            guard name.contains("Appear(") || name.contains("Disappear("),
                let paren = name.firstIndex(of: "(")
            else { return nil }
            let call = String(name[..<paren])
            if call.hasPrefix("AppearancePresenter.") { return "A." + call.dropFirst(20) }
            if call.hasPrefix("AppearancePresented.") { return "B." + call.dropFirst(20) }
            return nil
        }
    }

    /// The table as Docs/Testing.md shows it.
    static func table() throws -> [String] {
        var lines = [
            "| style | present | dismiss | interactive present, cancelled | interactive dismiss, cancelled |",
            "|---|---|---|---|---|",
        ]
        for (name, style) in styles {
            let cells = try Run.allCases.map { run in
                let calls = try appearanceCalls(style, run)
                return calls.isEmpty ? "none" : calls.joined(separator: ", ")
            }
            lines.append("| `\(name)` | " + cells.joined(separator: " | ") + " |")
        }
        return lines
    }

    /// The table's lines in Docs/Testing.md's section.
    static func documentedTable() throws -> [String] {
        let url = DocBlocksTests.repository.appendingPathComponent("Docs/Testing.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(text.range(of: "\n## Appearance calls by presentation style\n"))
        let section = text[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("|")
        }
    }

    @Test func theDocumentedTableIsWhatTheEngineDoes() throws {
        let table = try Self.table()
        let documented = try Self.documentedTable()
        #expect(
            documented == table,
            "Docs/Testing.md's appearance table differs from the engine; the engine's:\n\(table.joined(separator: "\n"))"
        )
    }

    @Test func onlyFullScreenStylesSendThePresenterDisappearanceCalls() throws {
        for (name, style) in Self.styles {
            let presenter = try Self.appearanceCalls(style, .present).filter { $0.hasPrefix("A.") }
            let removes = [.fullScreen, .currentContext].contains(style)
            #expect(
                presenter == (removes ? ["A.viewWillDisappear", "A.viewDidDisappear"] : []),
                "\(name)")
        }
    }

    @Test func uikitsOwnAnimationGivesTheSameCallsAsACustomAnimator() throws {
        for (name, style) in Self.styles {
            for run in [Run.present, .dismiss] {
                #expect(
                    try Self.appearanceCalls(style, run, customAnimator: false)
                        == Self.appearanceCalls(style, run), "\(name) \(run)")
            }
        }
    }
}

import OpenUIKit
import Segue
import SegueTesting
import SnapshotTesting
import Testing

/// Every entry on every container, both ways: a filmstrip of five instants and the timeline of
/// UIKit calls, against references in __Snapshots__.
@MainActor
@Suite struct CatalogueReferenceTests {
    nonisolated static let names = SegueTransition.catalogue.map(\.style.name)

    @Test(arguments: names) func filmstripsOnEveryContainerBothWays(_ name: String) throws {
        let transition = try #require(SegueTransition.named(name))
        for container in Container.allCases {
            for backward in [false, true] {
                let scenario = TransitionScenario.catalogue(
                    transition, on: container, backward: backward)
                assertSnapshot(
                    of: scenario, as: .filmstrip(scale: 0.5),
                    named: "\(container)-\(backward ? "back" : "forward")",
                    testName: name)
            }
        }
    }

    @Test(arguments: names) func interactiveWaysBackFinishedAndCancelledOnEveryContainer(
        _ name: String
    ) throws {
        let transition = try #require(SegueTransition.named(name))
        for container in Container.allCases {
            for finishes in [true, false] {
                let scenario = TransitionScenario.catalogueInteractive(
                    transition, on: container, finishes: finishes)
                assertSnapshot(
                    of: scenario, as: .filmstrip(scale: 0.5),
                    named: "\(container)-\(finishes ? "finish" : "cancel")", testName: name)
            }
        }
    }

    @Test(arguments: Container.allCases) func timelinesOfEveryEntryMatchTheContainersReference(
        _ container: Container
    ) throws {
        // UIKit's calls do not depend on the style: every entry gives the container's timeline.
        for backward in [false, true] {
            let reference = TransitionScenario.catalogue(
                .push(), on: container, backward: backward)
            assertSnapshot(
                of: reference, as: .timeline, named: "\(container)-\(backward ? "back" : "forward")"
            )
            let expected = try reference.run(fps: nil).timeline.names
            for transition in SegueTransition.catalogue {
                let run = try TransitionScenario.catalogue(
                    transition, on: container, backward: backward
                ).run(fps: nil)
                #expect(run.finished)
                #expect(run.timeline.names == expected, "\(transition.style.name) on \(container)")
                #expect(run.timeline.warnings.isEmpty, "\(transition.style.name) on \(container)")
            }
        }
    }
}

import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// Gives every test a world of its own: before a test first adds to the engine or reads it (a
/// window, work deferred on the run loop, an animation, a touch, a timeline entry, a step of the
/// clock; the windows, the pending work, the diagnostics), the previous test's world is discarded
/// (`EngineWorld.discard()`).
///
/// The engine calls the check at each of those places (`EngineWorld.willChange()`); it is
/// installed when the test binary is loaded (CSegueTestingLoad), so it is in place before the
/// first test, whether that test uses the kit's strategies or only `showInWindow` and the clock.
/// A test is told apart by Swift Testing's `Test.current` (and, for the cases of a parameterized
/// test, the task that runs the case and its arguments), or under XCTest by the test case that
/// XCTest's observation center last announced. Outside a test (an app, the `segue` tool) nothing
/// is ever discarded. Docs/Testing.md, "Isolation", has the design and its limits.
@MainActor
enum TestIsolation {
    /// The test that owns the world now (nil: none yet, or not in a test).
    private static var owner: AnyHashable?
    /// A readable name for `owner`, for the note about what a test left behind.
    private static var ownerName = ""
    /// Messages already reported in the current test, so that a scenario asserted several ways
    /// reports a broken invariant once.
    private static var reported: Set<String> = []

    /// Installs the check (called once, at load).
    nonisolated static func install() {
        EngineWorld.boundaryCheck = { TestIsolation.check() }
        #if canImport(XCTest)
            XCTestBoundary.install()
        #endif
    }

    /// Discards the world if a new test is running; called before the world changes.
    static func check() {
        guard let (key, name) = currentTest() else { return }
        check(asTest: key, named: name)
    }

    /// Discards the world unless `key` already owns it (tests of the isolation itself).
    static func check(asTest key: AnyHashable, named name: String) {
        guard key != owner else { return }
        let previous = ownerName
        let hadOwner = owner != nil
        owner = key
        ownerName = name
        reported = []
        let leftovers = EngineWorld.discard()
        if hadOwner, !leftovers.isEmpty {
            let items =
                leftovers.transitions.map { "a \($0) that never completed" }
                + leftovers.pendingWork
            FileHandle.standardError.write(
                Data(
                    ("SegueTesting: \(previous) left \(items.joined(separator: "; ")); "
                        + "discarded before \(name) began (Docs/Testing.md, \"Isolation\")\n")
                        .utf8))
        }
    }

    /// Discards the world now, keeping the current test as its owner: what a scenario does after
    /// it reported a transition that never completed.
    static func tearDown() {
        EngineWorld.discard()
    }

    /// Whether `message` was not yet reported in the current test (and marks it reported).
    static func firstReport(of message: String) -> Bool {
        reported.insert(message).inserted
    }

    /// The running test's identity and name; nil outside a test.
    private static func currentTest() -> (AnyHashable, String)? {
        if let test = Test.current {
            var parts: [AnyHashable] = [AnyHashable(test.id)]
            if test.isParameterized {
                // Each case runs in a task of its own; its arguments tell apart two cases whose
                // tasks happened to be allocated at the same address, one after the other.
                parts.append(withUnsafeCurrentTask { $0?.hashValue ?? 0 })
                parts.append(String(describing: Test.Case.current))
            }
            return (AnyHashable(parts), test.name)
        }
        #if canImport(XCTest)
            return XCTestBoundary.current()
        #else
            return nil
        #endif
    }
}

#if canImport(XCTest)
    /// Tells XCTest's test cases apart: an observer, registered when the binary loads, that
    /// numbers the cases as they start and knows whether one is running.
    enum XCTestBoundary {
        nonisolated(unsafe) private static var observer: Observer?

        /// Registers the observer with XCTest's observation center.
        static func install() {
            let made = Observer()
            observer = made
            XCTestObservationCenter.shared.addTestObserver(made)
        }

        /// The name of the running XCTest case (`Class.testMethod`); nil when none is running.
        static var runningTestName: String? {
            guard let observer, observer.isRunning else { return nil }
            return observer.name
        }

        /// The running XCTest case; nil when none is running.
        static func current() -> (AnyHashable, String)? {
            guard let observer, observer.isRunning else { return nil }
            return (AnyHashable("xctest-\(observer.started)"), observer.name)
        }

        private final class Observer: NSObject, XCTestObservation, @unchecked Sendable {
            var started = 0
            var isRunning = false
            var name = ""

            func testCaseWillStart(_ testCase: XCTestCase) {
                started += 1
                isRunning = true
                name = testCase.name
            }

            func testCaseDidFinish(_ testCase: XCTestCase) {
                isRunning = false
            }
        }
    }
#endif

/// Installs ``TestIsolation``; called by CSegueTestingLoad's constructor when the binary loads.
@_cdecl("segue_testing_did_load")
func segueTestingDidLoad() {
    TestIsolation.install()
}

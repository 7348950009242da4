import Foundation
import Synchronization
import Testing

/// The name a failure's files carry: the suite and test that failed, and which failure of that
/// test it is (`DetailTests.detailSlidesIn.1`).
package struct SnapshotTestName: Sendable, Equatable {
    /// `Suite.test` (nested suites joined with dots), or `"snapshot"` outside Swift Testing.
    package var test: String
    /// Swift Testing's id of the test (`Module.Suite/test()`), nil outside Swift Testing.
    package var testID: String?
    /// 1 for the test's first failure in this process, then 2, 3…
    package var number: Int

    /// The stem of every file of this failure: `Suite.test.number`.
    package var stem: String { "\(test).\(number)" }

    /// The name for the test running now (`Test.current`), numbered after its earlier failures.
    ///
    /// Under XCTest, the name is the running test case's as XCTest's observation center
    /// announced it (`Class.testMethod`; swift-snapshot-testing passes `testName` to
    /// `verifySnapshot`, not to the diff). Outside any test it is `snapshot` with a number
    /// counted over the process.
    package static func current() -> SnapshotTestName {
        guard let test = Test.current else {
            #if canImport(XCTest)
                if let name = XCTestBoundary.runningTestName {
                    let readableName = sanitized(
                        name.replacingOccurrences(of: "-[", with: "")
                            .replacingOccurrences(of: "]", with: "")
                            .replacingOccurrences(of: " ", with: "."))
                    return SnapshotTestName(
                        test: readableName, testID: name, number: next(for: name))
                }
            #endif
            return SnapshotTestName(test: "snapshot", testID: nil, number: next(for: ""))
        }
        let components = test.id.nameComponents.map(readable)
        let name = components.isEmpty ? readable(test.name) : components.joined(separator: ".")
        let id = test.id.description
        return SnapshotTestName(test: sanitized(name), testID: id, number: next(for: id))
    }

    /// `"detailSlidesIn()"` → `"detailSlidesIn"`, `"move(by:)"` → `"move"`.
    static func readable(_ component: String) -> String {
        String(component.prefix { $0 != "(" })
    }

    /// Letters, digits, `.`, `-` and `_` kept; anything else becomes `_`.
    static func sanitized(_ name: String) -> String {
        let kept = name.unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar)
                ? Character(scalar) : "_"
        }
        let text = String(kept)
        return text.isEmpty ? "snapshot" : text
    }

    private static let counts = Mutex<[String: Int]>([:])

    /// The next number for `key`, from 1.
    static func next(for key: String) -> Int {
        counts.withLock { counts in
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }
}

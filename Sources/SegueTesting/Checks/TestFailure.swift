import Foundation
import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// Where a kit value was made in the test's source: its failures point there.
public struct SourceSpot: Sendable, Hashable {
    /// `#fileID` of the call.
    public var fileID: String
    /// `#filePath` of the call.
    public var filePath: StaticString
    /// `#line` of the call.
    public var line: UInt
    /// `#column` of the call.
    public var column: UInt

    /// The call site given by the defaults.
    public init(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    public static func == (a: SourceSpot, b: SourceSpot) -> Bool {
        a.fileID == b.fileID && a.line == b.line && a.column == b.column
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fileID)
        hasher.combine(line)
        hasher.combine(column)
    }
}

/// Fails the running test, under Swift Testing or XCTest, once per message per test.
@MainActor
enum TestFailure {
    /// Records `message` as a failure of the running test at `spot`; a message already
    /// reported in this test is not reported again.
    /// With no `spot`, the failure points at the test itself.
    static func record(_ message: String, at spot: SourceSpot?) {
        guard TestIsolation.firstReport(of: message) else { return }
        if let test = Test.current {
            let location =
                spot.map {
                    SourceLocation(
                        fileID: $0.fileID, filePath: "\($0.filePath)", line: Int($0.line),
                        column: Int($0.column))
                } ?? test.sourceLocation
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
        #if canImport(XCTest)
            if let spot {
                XCTFail(message, file: spot.filePath, line: spot.line)
            } else {
                XCTFail(message)
            }
        #else
            FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
        #endif
    }
}

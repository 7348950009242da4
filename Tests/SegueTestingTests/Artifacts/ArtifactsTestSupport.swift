import Foundation
import SegueRender
import Testing

@testable import SegueTesting

/// A fresh temporary artifacts folder for one test, removed afterwards.
enum TemporaryArtifacts {
    /// Runs `body` with failures written into a new temporary folder, which it is given.
    static func withFolder<R>(_ body: (URL) throws -> R) throws -> R {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-artifacts-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try ArtifactsFolder.$override.withValue(folder) { try body(folder) }
    }

    /// The manifest `stem.json` in `folder`.
    static func manifest(_ stem: String, in folder: URL) throws -> FailureManifest {
        try JSONDecoder().decode(
            FailureManifest.self,
            from: Data(contentsOf: folder.appendingPathComponent("\(stem).json")))
    }

    /// A `width × height` bitmap of one opaque colour.
    static func solid(_ width: Int, _ height: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bitmap {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = r
            pixels[i + 1] = g
            pixels[i + 2] = b
        }
        return Bitmap(width: width, height: height, premultipliedPixels: pixels)
    }
}

/// Sends the failures a suite makes on purpose to a temporary folder (removed afterwards), so
/// they stay out of the run's artifacts folder and its report.
struct TemporaryArtifactsTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-artifacts-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await ArtifactsFolder.$override.withValue(folder) { try await function() }
    }
}

extension Trait where Self == TemporaryArtifactsTrait {
    /// Failures made on purpose go to a temporary folder, not the run's artifacts.
    static var temporaryArtifacts: Self { TemporaryArtifactsTrait() }
}

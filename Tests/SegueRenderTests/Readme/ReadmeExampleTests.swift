import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// README's "What it is" example is ReadmeExample.swift, word for word, so it compiles as it
/// stands; and it does what README says.
@MainActor @Suite(.serialized) struct ReadmeExampleTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The first ```swift block after the line `<!-- README example: … -->` in README.md.
    static func readmeExample() throws -> String {
        let readme = try String(
            contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let marker = try #require(readme.range(of: "<!-- README example: "))
        let rest = readme[marker.upperBound...]
        let open = try #require(rest.range(of: "```swift\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```\n"))
        return String(rest[open.upperBound..<close.lowerBound])
    }

    @Test func theReadmeExampleIsTheCompiledFileWordForWord() throws {
        let file = try String(
            contentsOf: Self.repository.appendingPathComponent(
                "Tests/SegueRenderTests/Readme/ReadmeExample.swift"), encoding: .utf8)
        let example = try Self.readmeExample()
        #expect(
            example == file,
            "README.md's example and Tests/SegueRenderTests/Readme/ReadmeExample.swift differ: copy one onto the other"
        )
    }

    @Test func theExampleWritesAGIFAndTimesEveryCall() throws {
        UIApplication.shared.diagnostics.reset()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "readme-\(UUID().uuidString).gif")
        defer { try? FileManager.default.removeItem(at: url) }
        try recordFadeIn(to: url)
        let gif = try Data(contentsOf: url)
        #expect(gif.prefix(6) == Data("GIF89a".utf8))
        let listing = UIApplication.shared.diagnostics.timeline.description
        #expect(listing.contains("  FadeInAnimator.animateTransition(using:)"), "\(listing)")
        #expect(listing.contains("  DetailViewController.viewDidAppear(true)"), "\(listing)")
    }
}

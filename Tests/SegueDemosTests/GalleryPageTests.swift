import Foundation
import Testing

@testable import SegueDemos

/// The gallery page: responsive, with a player on every animation, and links to the article text
/// and the Swift source that ship with it.
@Suite struct GalleryPageTests {
    static let entry = GalleryEntry(
        name: "seed001-modal", summary: "Drops in.", article: .seed001,
        gifFile: "seed001-modal.gif",
        filmstripFile: "seed001-modal-filmstrip.png", duration: 2.8, frameCount: 84,
        pointSize: CGSize(width: 393, height: 852), framesScript: "frames/seed001-modal.js",
        articlePage: GalleryAssets.Page(path: "articles/001.html", title: "IOS-自定义"),
        sourcePages: [
            GalleryAssets.Page(
                path: "sources/Seed001SpringDropIn.swift.html", title: "Seed001SpringDropIn.swift")
        ], filmstripTurns: 2)

    @Test func thePageScalesToTheWindow() {
        let html = GalleryWriter.html([Self.entry], generatedWith: "segue gallery")
        #expect(
            html.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
        #expect(
            html.contains("grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr))")
        )
        // A 2× GIF shown at its size in points.
        #expect(html.contains(#"src="seed001-modal.gif" width="393" height="852""#))
    }

    @Test func everyAnimationHasPlayerControlsAndTheScript() {
        let html = GalleryWriter.html([Self.entry], generatedWith: "segue gallery")
        #expect(
            html.contains(#"<figure id="seed001-modal" data-frames="frames/seed001-modal.js">"#))
        for control in [
            #"class="play""#, #"class="back""#, #"class="forward""#, #"class="speed""#,
            #"class="scrub""#,
        ] {
            #expect(html.contains(control), "\(control)")
        }
        #expect(html.contains(#"<option value="0.25">¼×</option>"#))
        #expect(html.contains(#"max="83""#))
        #expect(html.contains("const SegueGallery = "))
    }

    @Test func everyDemoLinksToItsArticleAndSource() {
        let html = GalleryWriter.html([Self.entry], generatedWith: "segue gallery")
        #expect(
            html.contains(#"Seed 001: <a href="articles/001.html">IOS-自定义UIViewController转场动画</a>"#)
        )
        #expect(
            html.contains(
                #"<a href="sources/Seed001SpringDropIn.swift.html">Seed001SpringDropIn.swift</a>"#))
        #expect(html.contains("Filmstrip (2 turns marked)"))
    }

    @Test func theFramesScriptHandsTheGIFToThePlayer() {
        let script = GalleryPlayer.framesScript(name: "a\"b", gif: Data("GIF89a".utf8))
        #expect(script == "SegueGallery.deliver(\"a\\\"b\", \"R0lGODlh\");\n")
    }

    @Test func theArticlesAndSourcesShipFromTheCheckout() throws {
        #expect(GalleryAssets.articleFile(.catalogue) == nil)
        let article = try #require(GalleryAssets.articleFile(.seed004))
        #expect(article.lastPathComponent == "004_971944d020e3f45b.txt")
        let demo = try #require(DemoCatalog.demo(named: "seed004-slide"))
        #expect(
            GalleryAssets.sourceFiles(demo).map(\.lastPathComponent) == [
                "Seed004ChildSwapCurlAndSlide+Article.swift", "Seed004ChildSwapCurlAndSlide.swift",
            ])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gallery-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try #require(try GalleryAssets.writeArticle(.seed004, into: folder))
        let html = try String(contentsOf: folder.appendingPathComponent(page.path), encoding: .utf8)
        #expect(html.contains(#"<meta charset="utf-8">"#))
        #expect(html.contains("willMoveToParentViewController") || html.contains("willMove"))
    }
}

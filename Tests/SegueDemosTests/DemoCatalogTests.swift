import Foundation
import Testing

@testable import SegueDemos

@Suite struct DemoCatalogTests {
    @Test func suggestionsRankByEditDistance() {
        #expect(DemoCatalog.editDistance("kitten", "sitting") == 3)
        #expect(DemoCatalog.editDistance("", "abc") == 3)
        #expect(DemoCatalog.suggestions(for: "seed000-presnt").first == "seed000-present")
    }

    @Test func suggestionsPutNamesThatStartWithTheQueryFirst() {
        #expect(
            DemoCatalog.suggestions(for: "seed002") == [
                "seed002-zoom", "seed001-tab", "seed000-push",
            ])
        #expect(
            DemoCatalog.suggestions(for: "seed001").prefix(3) == [
                "seed001-tab", "seed001-push", "seed001-modal",
            ])
        #expect(DemoCatalog.suggestions(for: "Seed003-PUSH").first == "seed003-push")
        #expect(
            DemoCatalog.suggestions(for: "presentation").first == "seed003-presentation-controller")
    }

    @Test func galleryPageEscapesAndListsEveryEntry() {
        let entry = GalleryEntry(
            name: "a<b", summary: "x & y", article: .seed000, gifFile: "a.gif",
            filmstripFile: "a-filmstrip.png", duration: 1.5, frameCount: 46)
        let html = GalleryWriter.html([entry], generatedWith: "segue gallery")
        #expect(html.contains("<h2>a&lt;b</h2>"))
        #expect(html.contains("x &amp; y"))
        #expect(html.contains("1.50 s · 46 frames"))
        #expect(html.contains("src=\"a.gif\""))
    }
}

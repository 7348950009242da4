import Foundation
import Testing

@testable import SegueDemos

@Suite struct DemoCatalogTests {
    @Test func suggestionsRankByEditDistance() {
        #expect(DemoCatalog.editDistance("kitten", "sitting") == 3)
        #expect(DemoCatalog.editDistance("", "abc") == 3)
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

import Foundation

/// The texts the gallery ships beside its animations: each seed article (from `Docs/Articles/`)
/// and each demo's Swift source, as small UTF-8 HTML pages so that any browser shows them right
/// from disk (a bare `.txt` of Chinese text opened from `file://` is often shown in the wrong
/// encoding).
///
/// Both are found in the checkout the tool was built from (by `#filePath`); when the checkout is
/// gone, the links are left out.
package enum GalleryAssets {
    /// A page written into the gallery folder.
    package struct Page: Sendable, Equatable {
        /// Path relative to the gallery folder (`articles/000.html`).
        package var path: String
        /// What the link says (the file's name).
        package var title: String
    }

    /// The checkout's root: three folders up from `Sources/SegueDemos/Gallery/`.
    package static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The article's text file in the checkout, if it is there (nil for the catalogue, which has
    /// no article).
    package static func articleFile(_ article: DemoArticle) -> URL? {
        guard !article.file.isEmpty else { return nil }
        let url = repositoryRoot.appendingPathComponent("Docs/Articles/\(article.file)")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        else { return nil }
        return url
    }

    /// The demo's Swift files in the checkout: its own file and, for a seed, the article's code
    /// beside it (`Seed000BottomRightSlide+Article.swift`).
    package static func sourceFiles(_ demo: Demo) -> [URL] {
        let own = URL(fileURLWithPath: demo.sourceFile)
        let article = own.deletingPathExtension().path + "+Article.swift"
        return [URL(fileURLWithPath: article), own].filter {
            FileManager.default.fileExists(atPath: $0.path)
        }
    }

    /// Writes the article page of `article` into `folder` (once per article), returning it.
    package static func writeArticle(_ article: DemoArticle, into folder: URL) throws -> Page? {
        guard let file = articleFile(article) else { return nil }
        let page = Page(path: "articles/\(article.id).html", title: article.title)
        try write(
            file, title: "Seed \(article.id): \(article.title)", to: folder, at: page.path)
        return page
    }

    /// Writes the source pages of `demo` into `folder`, returning them.
    package static func writeSources(_ demo: Demo, into folder: URL) throws -> [Page] {
        try sourceFiles(demo).map { file in
            let page = Page(
                path: "sources/\(file.lastPathComponent).html", title: file.lastPathComponent)
            try write(file, title: file.lastPathComponent, to: folder, at: page.path)
            return page
        }
    }

    private static func write(_ file: URL, title: String, to folder: URL, at path: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        let target = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let html = """
            <!DOCTYPE html>
            <html lang="zh">
            <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(GalleryWriter.escape(title))</title>
            <style>body { margin: 1.5em; font-family: -apple-system, "Noto Sans CJK SC", "DejaVu Sans", sans-serif; }
            pre { white-space: pre-wrap; font-family: ui-monospace, "DejaVu Sans Mono", "Noto Sans Mono CJK SC", monospace; font-size: .9em; line-height: 1.45; }</style>
            </head>
            <body>
            <p><a href="../index.html">← Segue gallery</a> · \(GalleryWriter.escape(file.lastPathComponent))</p>
            <pre>\(GalleryWriter.escape(text))</pre>
            </body>
            </html>

            """
        try Data(html.utf8).write(to: target)
    }
}

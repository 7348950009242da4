import Foundation
import Testing

/// The public surface of OpenQuartzCore and OpenUIKit, read from the built modules with
/// `swift-symbolgraph-extract` and held against the checked-in allow-lists in PublicSurface/:
/// `QuartzCore.txt` and `UIKit.txt` (names QuartzCore, Core Graphics and UIKit declare),
/// `Porting.txt` (the closure forms Docs/Porting.md lists where UIKit needs the Objective-C runtime)
/// and `Harness.txt` (the `@_spi(Testing)` harness, Docs/Porting.md "The test harness").
/// Everything else must be `package` or internal, so that code compiling against OpenUIKit compiles
/// against UIKit.
@Suite("Public surface")
struct PublicSurfaceTests {
    @Test(
        "Every public declaration of OpenQuartzCore and OpenUIKit is a UIKit or QuartzCore name, a documented porting form or harness API, and every allow-list entry still exists"
    )
    func publicDeclarationsMatchTheAllowLists() throws {
        let surface = try PublicSurface.extract()
        let lists = try PublicSurface.AllowLists.load()

        let allowedPublic = lists.quartzCore.union(lists.uiKit).union(lists.porting)
        for symbol in surface.symbols.sorted() where !symbol.isSPI {
            if !allowedPublic.contains(symbol.entry) {
                let list = symbol.module == "OpenQuartzCore" ? "QuartzCore.txt" : "UIKit.txt"
                Issue.record(
                    """
                    Unexpected public declaration \(symbol.entry) (\(symbol.location)): neither a UIKit/QuartzCore \
                    name nor harness API. Make it `package`, or if Apple declares it with this signature, add \
                    this line to PublicSurface/\(list):
                    \(symbol.entry.line)
                    """)
            }
            if lists.harness.contains(symbol.entry) {
                Issue.record(
                    "\(symbol.entry) (\(symbol.location)) is in Harness.txt but is plain public: mark it @_spi(Testing)."
                )
            }
        }
        for symbol in surface.symbols.sorted()
        where symbol.isSPI && !lists.harness.contains(symbol.entry) {
            Issue.record(
                """
                Undocumented harness declaration \(symbol.entry) (\(symbol.location)): keep the harness small; \
                make it `package`, or document it in Docs/Porting.md "The test harness" and add to \
                PublicSurface/Harness.txt:
                \(symbol.entry.line)
                """)
        }
        let declared = Set(surface.symbols.map(\.entry))
        for (file, entries) in [
            ("QuartzCore.txt", lists.quartzCore), ("UIKit.txt", lists.uiKit),
            ("Porting.txt", lists.porting), ("Harness.txt", lists.harness),
        ] {
            for entry in entries.sorted() where !declared.contains(entry) {
                Issue.record(
                    "PublicSurface/\(file) lists \(entry), which is no longer declared public: remove the line."
                )
            }
        }
    }

    @Test("Every harness declaration has a doc comment")
    func harnessDeclarationsAreDocumented() throws {
        let surface = try PublicSurface.extract()
        for symbol in surface.symbols.sorted() where symbol.isSPI && !symbol.hasDocComment {
            Issue.record(
                "Harness declaration \(symbol.entry) (\(symbol.location)) has no doc comment.")
        }
    }
}

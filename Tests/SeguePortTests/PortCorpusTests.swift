import Foundation
import SeguePort
import Testing

/// Each before file of the corpus ported is, byte for byte, its after file, which this target
/// compiles against OpenUIKit (so every rewrite's output builds).
@Suite struct PortCorpusTests {
    @Test func theCorpusHasABeforeAndAnAfterForEveryRewrite() {
        let after =
            (try? FileManager.default.contentsOfDirectory(
                atPath: Corpus.root.appendingPathComponent("\(Corpus.folder)/After").path)) ?? []
        #expect(
            Corpus.names == [
                "Attributes.swift", "BarButtonItems.swift", "CardView+Layout.swift",
                "CardView.swift",
                "Controls.swift", "DisplayLink.swift",
                "ExtensionOverrides.swift", "GestureTargets.swift", "Gestures.swift",
                "Imports.swift", "KeyValueObserving.swift", "MainQueue.swift",
                "Notifications.swift", "OptionalProtocols.swift", "OptionalValues.swift",
                "ResponderChainActions.swift", "StringKeyedObserving.swift", "Timers.swift",
                "UIKitDelegates.swift",
            ])
        #expect(after.sorted() == Corpus.names.map(PortTool.ported))
    }

    @Test(arguments: Corpus.names)
    func portingTheBeforeFileGivesTheCompiledAfterFile(_ name: String) throws {
        let result = try #require(Corpus.portedBefore().first { $0.path.hasSuffix("/\(name)") })
        #expect(result.findings == [])
        let output = try #require(Corpus.output(result))
        #expect(output == Corpus.text("\(Corpus.folder)/After/\(PortTool.ported(name))"))
    }

    @Test func theToolWritesTheAfterFilesAndSucceeds() throws {
        let out = FileManager.default.temporaryDirectory
            .appendingPathComponent("segue-port-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try Built.port(["\(Corpus.folder)/Before", "--out", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "Ported 19 of 19 files to \(out.path).\n")
        for name in Corpus.names {
            let written = try String(
                contentsOf: out.appendingPathComponent(PortTool.ported(name)), encoding: .utf8)
            #expect(
                written == Corpus.text("\(Corpus.folder)/After/\(PortTool.ported(name))"), "\(name)"
            )
        }
    }
}

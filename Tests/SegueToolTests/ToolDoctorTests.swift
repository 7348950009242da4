import Foundation
import Testing

@Suite struct ToolDoctorTests {
    @Test func builtInAndSeed003AreCleanWithoutTheInteractiveRuns() throws {
        let r = try Tool.run(["doctor", "built-in", "seed003", "--no-interactive"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(
            r.stdout == """
                built-in (UIKit's built-in modal cover and navigation slide (no delegate)): clean
                seed003 (ShowAnimator / HideAnimator): clean

                """)
    }

    /// The demos' animators are the articles' code: what the doctor finds in them, per animator.
    /// A change here is a change in the doctor or in a demo; see Docs/Testing.md.
    @Test func everyAnimatorHasTheFindingsDocumented() throws {
        let r = try Tool.run(["doctor"])
        #expect(r.status == 1, "\(r.stderr)")
        var found: [String: Set<String>] = [:]
        var current = ""
        for line in r.stdout.split(separator: "\n").map(String.init) {
            if !line.hasPrefix("  ") {
                current = String(line.prefix { $0 != " " })
                found[current] = []
            } else if let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")") {
                // "  identifier (in N transitions: a; b; …): message", one line per kind.
                let identifier = line[..<open].trimmingCharacters(in: .whitespaces)
                var names = String(line[line.index(after: open)..<close])
                if let colon = names.firstIndex(of: ":") {
                    names = String(names[names.index(after: colon)...])
                } else {
                    names = String(names.dropFirst("in ".count))
                }
                for name in names.components(separatedBy: "; ") {
                    found[current, default: []].insert(
                        "\(name.trimmingCharacters(in: .whitespaces)): \(identifier)")
                }
            }
        }
        #expect(found["built-in"] == [])
        #expect(
            found["seed000"] == [
                "dismiss: to-view-not-added", "pop: to-view-not-added",
                "interactive dismiss, finished: to-view-not-added",
                "interactive pop, finished: to-view-not-added",
                "interactive dismiss, cancelled: views-left-after-cancel",
                "interactive pop, cancelled: views-left-after-cancel",
            ])
        #expect(
            found["seed001"] == [
                "interactive present, cancelled: completes-true-after-cancel",
                "interactive push, cancelled: completes-true-after-cancel",
                "interactive dismiss, cancelled: views-left-after-cancel",
                "interactive pop, cancelled: views-left-after-cancel",
            ])
        #expect(found["seed002"]?.filter { $0.hasSuffix("from-view-left-behind") }.count == 4)
        #expect(found["seed002"]?.filter { $0.hasSuffix("completes-true-after-cancel") }.count == 4)
        #expect(found["seed002"]?.count == 8)
        #expect(
            found["seed003"] == [
                "interactive dismiss, cancelled: views-left-after-cancel",
                "interactive pop, cancelled: views-left-after-cancel",
            ])
        // The catalogue's 53 entries come out clean, interactive runs included.
        let catalogue = found.filter { !$0.key.hasPrefix("seed") && $0.key != "built-in" }
        #expect(catalogue.count == 53)
        #expect(catalogue.filter { !$0.value.isEmpty }.keys.sorted() == [])
    }

    @Test func badArgumentsFailWithAUsageLine() throws {
        for args in [
            ["doctor", "seed009"], ["doctor", "--device", "nokia"], ["doctor", "--fps", "3"],
        ] {
            let r = try Tool.run(args)
            #expect(r.status != 0, "\(args) should fail")
            #expect(r.stderr.contains("Usage: segue doctor"), "\(args): \(r.stderr)")
        }
        let unknown = try Tool.run(["doctor", "seed009"])
        #expect(
            unknown.stderr.contains(
                "Unknown animator 'seed009'. Known animators: built-in, seed000, seed001, seed002, seed003, fade,"
            ))
        #expect(
            unknown.stderr.contains(
                "Your own animator: the tool cannot load your app's code; run the doctor in a test"
            ), "\(unknown.stderr)")
    }

    @Test func helpListsTheAnimators() throws {
        let r = try Tool.run(["doctor", "--help"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("USAGE: segue doctor"))
        #expect(r.stdout.contains("built-in, seed000, seed001, seed002, seed003"))
    }
}

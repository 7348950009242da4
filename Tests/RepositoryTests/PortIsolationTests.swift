import Testing

/// `segue port`'s rewriter stays apart (issue 22): no target but its own reaches swift-syntax,
/// so building the `segue` tool (README's first command) or a library never compiles it.
@Suite struct PortIsolationTests {
    let manifest = PackageManifest(text: Repository().text("Package.swift"))

    /// The targets `segue port` owns, the only ones allowed to reach swift-syntax.
    static let portTargets: Set<String> = ["SeguePort", "segue-port", "SeguePortTests"]
    static let swiftSyntax: Set<String> = [
        "SeguePort", "SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftSyntaxBuilder",
    ]

    @Test func noOtherTargetReachesSwiftSyntax() throws {
        let targets = Dictionary(
            manifest.targets.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { $1 })
        try #require(targets["segue"] != nil && targets["SeguePort"] != nil)
        var reaching: [String] = []
        for name in targets.keys.sorted() where !Self.portTargets.contains(name) {
            var seen: Set<String> = []
            var queue = Array(targets[name] ?? [])
            while let next = queue.popLast() {
                guard seen.insert(next).inserted else { continue }
                queue += targets[next] ?? []
            }
            if !seen.isDisjoint(with: Self.swiftSyntax) { reaching.append(name) }
        }
        #expect(reaching == [])
        #expect(targets["SeguePort"]?.isSuperset(of: ["SwiftSyntax", "SwiftParser"]) == true)
    }
}

import SeguePort
import Testing

/// Porting a ported file changes nothing: port(port(x)) == port(x).
@Suite struct PortIdempotenceTests {
    @Test(
        arguments: Corpus.names.map { "\(Corpus.folder)/Before/\($0)" } + [
            "\(Corpus.folder)/Reported/Unrewritable.swift"
        ])
    func portingTwiceIsPortingOnce(_ path: String) throws {
        let once = try #require(Corpus.output(Porter().port(Corpus.source(path))))
        let twice = Porter().port(Porter.Source(path: "elsewhere/\(path)", text: once))
        #expect(Corpus.output(twice) == once)
        #expect(twice.path == path, "the original's path is kept")
    }
}

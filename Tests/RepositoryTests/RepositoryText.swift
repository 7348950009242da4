import Foundation

/// The repository's own text that may cite other files: sources, tests, documents, scripts, the
/// fuzzers and the benchmarks, one line at a time.
struct RepositoryText {
    /// A line of a file: where it is and what it says.
    struct Line {
        var file: String
        var number: Int
        var text: String

        var place: String { "\(file):\(number)" }
    }

    /// Folders whose text is not the project's to keep: snapshot files, the seed articles as
    /// published, the generated public-surface lists, and DocC catalogues (their tutorials speak of
    /// the reader's own package, not this one).
    static let skippedFolders: Set<String> = [
        "Docs/Articles", "Tests/OpenUIKitTests/PublicSurface",
    ]
    static let skippedFolderSuffixes = ["__Snapshots__", ".docc"]
    static let textExtensions: Set<String> = [
        "swift", "md", "sh", "py", "html", "js", "css", "yml", "yaml",
    ]

    let repository: Repository

    /// The files read, relative to the root.
    var files: [String] {
        let folders = ["Sources", "Tests", "Docs", "Scripts", "Fuzz", "Benchmarks"]
        let below = folders.flatMap {
            repository.files(
                under: $0, skipping: Self.skippedFolders,
                skippingSuffixes: Self.skippedFolderSuffixes)
        }
        let top = ["README.md", "BENCHMARKS.md", "Package.swift"].filter(repository.exists)
        return (top + below).filter {
            Self.textExtensions.contains(($0 as NSString).pathExtension)
        }
    }

    /// Every line of every file read.
    var lines: [Line] {
        files.flatMap { file in
            repository.text(file).split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated().map {
                    Line(file: file, number: $0.offset + 1, text: String($0.element))
                }
        }
    }
}

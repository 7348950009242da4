import Foundation

/// The command line of `segue port SRC… --out DIR` (the `segue-port` executable, the `segue`
/// tool's `port` command and the `port` package plugin all run it).
///
/// Exit status: 0 when everything was rewritten; 1 when something could not be (each listed on
/// standard error as `file:line:column: error: cannot rewrite …; <the form to write>`, the other
/// files still written); 65 (`EX_DATAERR`) when a file does not parse (swift-syntax's
/// diagnostics, with file and line; that file is not written); 64 for a usage error; 74
/// (`EX_IOERR`) when `--out` cannot be written, checked before any file is read.
public enum PortTool {
    public static let usage = "Usage: segue port SRC… --out DIR (Swift files or folders of them)"

    /// Runs the command with `arguments` (without the program name); returns the exit status.
    public static func run(
        _ arguments: [String], standardOutput: (String) -> Void = { print($0) },
        standardError: (String) -> Void = {
            FileHandle.standardError.write(Data(($0 + "\n").utf8))
        }
    ) -> Int32 {
        var sources: [String] = []
        var out: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--out", "-o":
                guard let value = rest.popFirst() else {
                    standardError("Error: Missing value for '--out <dir>'.\n\(usage)")
                    return 64
                }
                out = value
            case "-h", "--help":
                standardOutput(usage)
                return 0
            case _ where argument.hasPrefix("--out="):
                out = String(argument.dropFirst("--out=".count))
            case _ where argument.hasPrefix("-"):
                standardError("Error: Unknown option '\(argument)'.\n\(usage)")
                return 64
            default:
                sources.append(argument)
            }
        }
        guard let out else {
            standardError("Error: Missing expected argument '--out <dir>'.\n\(usage)")
            return 64
        }
        guard !sources.isEmpty else {
            standardError("Error: Missing expected argument 'SRC…'.\n\(usage)")
            return 64
        }
        do {
            try OutputFolder.check(out)
        } catch {
            standardError("Error: \(error.description)")
            return 74
        }
        let files: [(source: String, output: String)]
        do {
            files = try swiftFiles(in: sources)
        } catch {
            standardError("Error: \(error.description)\n\(usage)")
            return 64
        }
        var inputs: [Porter.Source] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.source) else {
                standardError("Error: Cannot read '\(file.source)'.")
                return 66
            }
            inputs.append(
                Porter.Source(path: file.source, text: String(decoding: data, as: UTF8.self)))
        }
        let results = Porter().port(inputs)
        var unparsable = 0
        var findings = 0
        for (file, result) in zip(files, results) {
            switch result.output {
            case .failure(let failure):
                unparsable += 1
                standardError(failure.description)
            case .success(let text):
                let path = (out as NSString).appendingPathComponent(file.output)
                do {
                    try FileManager.default.createDirectory(
                        atPath: (path as NSString).deletingLastPathComponent,
                        withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
                } catch {
                    standardError("Error: Cannot write '\(path)': \(error.localizedDescription)")
                    return 74
                }
            }
            for finding in result.findings { standardError(finding.description) }
            findings += result.findings.count
        }
        let written = results.count - unparsable
        standardOutput(
            "Ported \(written) of \(results.count) file\(results.count == 1 ? "" : "s") to \(out)"
                + (findings == 0
                    ? "."
                    : "; \(findings) construct\(findings == 1 ? "" : "s") could not be rewritten (listed above).")
        )
        if unparsable > 0 {
            standardError(
                "Error: \(unparsable) file\(unparsable == 1 ? " does" : "s do") not parse; nothing written for \(unparsable == 1 ? "it" : "them")."
            )
            return 65
        }
        return findings > 0 ? 1 : 0
    }

    struct InputError: Error { var description: String }

    /// `Name.swift` → `Name.ported.swift`; a ported file keeps its name.
    public static func ported(_ name: String) -> String {
        guard name.hasSuffix(".swift"), !name.hasSuffix(".ported.swift") else { return name }
        return String(name.dropLast(".swift".count)) + ".ported.swift"
    }

    /// Every Swift file named or under a folder named, with its path under `--out`: a file's
    /// name, or its path inside the folder given, `.swift` becoming `.ported.swift` (a ported file
    /// named as its original would give the same `#fileID` as the original its
    /// `#sourceLocation` names, which the compiler warns about).
    static func swiftFiles(in sources: [String]) throws(InputError) -> [(
        source: String, output: String
    )] {
        var files: [(source: String, output: String)] = []
        for source in sources {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory) else {
                throw InputError(description: "No such file or folder: '\(source)'.")
            }
            if !isDirectory.boolValue {
                files.append((source, ported((source as NSString).lastPathComponent)))
                continue
            }
            let found =
                (FileManager.default.enumerator(atPath: source)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted()
            for relative in found {
                files.append(
                    ((source as NSString).appendingPathComponent(relative), ported(relative)))
            }
        }
        var seen: [String: String] = [:]
        for file in files {
            if let other = seen[file.output] {
                throw InputError(
                    description:
                        "'\(other)' and '\(file.source)' would both be written as '\(file.output)'."
                )
            }
            seen[file.output] = file.source
        }
        return files
    }
}

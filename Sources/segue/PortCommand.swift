import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `segue port SRC… --out DIR`: runs the `segue-port` tool built next to `segue`, which holds the
/// swift-syntax rewriter so that building `segue` never compiles swift-syntax.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite iOS sources into Linux-ready sources (runs segue-port).",
        discussion: """
            Swift files or folders in, the ported files in DIR. Exit status 1 when a construct \
            could not be rewritten (each listed with file:line:column), 65 when a file does not \
            parse, 74 when DIR cannot be written. Needs segue-port, built with: \
            swift build -c release --product segue-port
            """)

    @Argument(parsing: .captureForPassthrough, help: "SRC… --out DIR")
    var arguments: [String] = []

    /// The build command that makes `segue-port`, for the message when it is missing.
    static let buildCommand = "swift build -c release --product segue-port"

    func run() throws {
        let folder = Self.executableFolder()
        let tool = (folder as NSString).appendingPathComponent("segue-port")
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            FileHandle.standardError.write(
                Data(
                    """
                    Error: segue port runs the segue-port tool, which is not built in \(folder). \
                    Build it (swift-syntax, kept out of segue) with:
                        \(Self.buildCommand)\n
                    """.utf8))
            throw ExitCode(69)  // EX_UNAVAILABLE
        }
        let argv = ([tool] + arguments).map { strdup($0) } + [nil]
        execv(tool, argv)
        FileHandle.standardError.write(
            Data("Error: cannot run \(tool): \(String(cString: strerror(errno))).\n".utf8))
        throw ExitCode(69)
    }

    /// The folder of the running `segue` executable.
    static func executableFolder() -> String {
        let path =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        return (path as NSString).deletingLastPathComponent
    }
}

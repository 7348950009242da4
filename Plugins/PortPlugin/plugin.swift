import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory port SRC… --out DIR`: runs `segue-port`
/// (built by SwiftPM for the plugin) in the package's folder, so relative paths are the
/// package's; fails when it does (a construct it cannot rewrite, a file that does not parse).
@main
struct PortPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "segue-port")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("segue port exited with status \(process.terminationStatus)")
            throw PortFailure(status: process.terminationStatus)
        }
    }
}

struct PortFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "segue port exited with status \(status)" }
}

// Without libFuzzer (a plain `swift build`), the fuzzer target is a small command-line tool:
//   PNGDecodeFuzzer FILE-OR-FOLDER…          run the harness on each fuzzer input (a crash reproduces)
//   PNGDecodeFuzzer --as-is FILE-OR-FOLDER…  decode each file exactly as it is (regression PNGs)
//   PNGDecodeFuzzer --prepare INPUT OUTPUT   write the PNG the harness decodes for a fuzzer input
//                                           (CRCs fixed, raw IDAT compressed): a regression file
#if !SEGUE_LIBFUZZER
    import Foundation

    @main
    enum Replay {
        static func main() throws {
            let arguments = Array(CommandLine.arguments.dropFirst())
            if arguments.first == "--prepare" {
                guard arguments.count == 3 else { usage() }
                let input = try [UInt8](Data(contentsOf: URL(fileURLWithPath: arguments[1])))
                try Data(FuzzInput.prepared(input)).write(to: URL(fileURLWithPath: arguments[2]))
                return
            }
            let asIs = arguments.first == "--as-is"
            let paths = asIs ? Array(arguments.dropFirst()) : arguments
            guard !paths.isEmpty else { usage() }
            var count = 0
            for path in paths {
                for file in files(at: path) {
                    let bytes = try [UInt8](Data(contentsOf: file))
                    checkDecoding(asIs ? bytes : FuzzInput.prepared(bytes))
                    count += 1
                }
            }
            print("replayed \(count) inputs: no crash")
        }

        /// The file at `path`, or the files directly inside it when it is a folder, sorted by name.
        static func files(at path: String) -> [URL] {
            var isFolder: ObjCBool = false
            let url = URL(fileURLWithPath: path)
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
                isFolder.boolValue
            else { return [url] }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.sorted().map { url.appendingPathComponent($0) }
        }

        static func usage() -> Never {
            print(
                "usage: PNGDecodeFuzzer [--as-is] FILE-OR-FOLDER… | PNGDecodeFuzzer --prepare INPUT OUTPUT"
            )
            exit(2)
        }
    }
#endif

// Without libFuzzer (a plain `swift build`), the fuzzer target is a small command-line tool:
//   JPEGDecodeFuzzer FILE-OR-FOLDER…   run the harness on each file (a crash reproduces)
#if !SEGUE_LIBFUZZER
    import Foundation

    @main
    enum Replay {
        static func main() throws {
            let paths = Array(CommandLine.arguments.dropFirst())
            guard !paths.isEmpty else {
                FileHandle.standardError.write(
                    Data("usage: JPEGDecodeFuzzer FILE-OR-FOLDER…\n".utf8))
                exit(64)
            }
            var count = 0
            for path in paths {
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                let files =
                    isFolder.boolValue
                    ? try FileManager.default.contentsOfDirectory(atPath: path).sorted().map {
                        URL(fileURLWithPath: path).appendingPathComponent($0)
                    } : [URL(fileURLWithPath: path)]
                for file in files {
                    checkDecoding(try [UInt8](Data(contentsOf: file)))
                    count += 1
                }
            }
            print("replayed \(count) inputs: no crash")
        }
    }
#endif

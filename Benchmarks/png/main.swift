// PNG benchmark driver: decodes a PNG (a gallery filmstrip), then encodes it again with
// `RGBAImage.pngData()` `RUNS` times and prints the median wall time in ms, the bytes, and whether
// the output decodes to the same pixels. The `PNGBenchmark` target of the Benchmarks package, on
// the main package's SegueCodecs; measure.sh builds it in release and runs it on one and on every
// core (`taskset`), beside Pillow.
//   PNGBenchmark FILE.png [RUNS] [OUT.png]
import Foundation
import SegueCodecs

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: PNGBenchmark FILE.png [RUNS] [OUT.png]\n".utf8))
    exit(64)
}
let image = try RGBAImage(pngData: Data(contentsOf: URL(fileURLWithPath: arguments[1])))
let runs = arguments.count > 2 ? max(1, Int(arguments[2]) ?? 5) : 5
var times: [Double] = []
var data = Data()
for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    data = try image.pngData()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}
if arguments.count > 3 { try data.write(to: URL(fileURLWithPath: arguments[3])) }
let same = try RGBAImage(pngData: data) == image
print(
    String(
        format: "%dx%d %.1f ms %d bytes %@", image.width, image.height,
        times.sorted()[runs / 2], data.count, same ? "round-trips" : "DIFFERS"))

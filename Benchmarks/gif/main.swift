// GIF benchmark driver: builds a synthetic UI scene (white background, blue rounded rows, a red
// rounded card sliding in, anti-aliased), encodes it with GIFEncoder, and writes the source frames
// as raw RGBA for measure.py to feed to Pillow. The `GIFBenchmark` target of the Benchmarks package,
// on the main package's SegueCodecs; measure.sh builds it in release and runs it.
//   gif-bench WIDTH HEIGHT FRAMES OUTDIR [gradient]
// GIF_THREADS=n sets GIFEncoder.threads (default 0: one per processor).
import Foundation
import SegueCodecs

func coverage(_ x: Int, _ y: Int, _ r: (x: Double, y: Double, w: Double, h: Double), radius: Double)
    -> Double
{
    let px = Double(x) + 0.5
    let py = Double(y) + 0.5
    let cx = min(max(px, r.x + radius), r.x + r.w - radius)
    let cy = min(max(py, r.y + radius), r.y + r.h - radius)
    let dx = px - cx
    let dy = py - cy
    let edge = min(px - r.x, r.x + r.w - px, py - r.y, r.y + r.h - py)
    let d = dx == 0 && dy == 0 ? -edge : (dx * dx + dy * dy).squareRoot() - radius
    return min(1, max(0, 0.5 - d))
}

func sceneFrame(width: Int, height: Int, step: Int, steps: Int, gradient: Bool) -> RGBAImage {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    // a soft two-axis background gradient: thousands of colours, so quantization matters
    if gradient {
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                pixels[i] = UInt8(190 + 65 * y / height)
                pixels[i + 1] = UInt8(205 + 50 * x / width)
                pixels[i + 2] = UInt8(255 - 60 * (x + y) / (width + height))
            }
        }
    }
    let s = Double(width) / 390
    func fill(
        _ rect: (x: Double, y: Double, w: Double, h: Double), radius: Double,
        _ c: (Double, Double, Double)
    ) {
        let x0 = max(0, Int(rect.x) - 1)
        let x1 = min(width, Int(rect.x + rect.w) + 2)
        let y0 = max(0, Int(rect.y) - 1)
        let y1 = min(height, Int(rect.y + rect.h) + 2)
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 {
                let a = coverage(x, y, rect, radius: radius)
                if a == 0 { continue }
                let i = (y * width + x) * 4
                pixels[i] = UInt8((c.0 * a + Double(pixels[i]) * (1 - a)).rounded())
                pixels[i + 1] = UInt8((c.1 * a + Double(pixels[i + 1]) * (1 - a)).rounded())
                pixels[i + 2] = UInt8((c.2 * a + Double(pixels[i + 2]) * (1 - a)).rounded())
            }
        }
    }
    var y = 20 * s
    while y + 56 * s < Double(height) {
        fill((16 * s, y, Double(width) - 32 * s, 56 * s), radius: 12 * s, (40, 110, 230))
        y += 68 * s
    }
    let t = Double(step) / Double(max(1, steps - 1))
    let eased = t * t * (3 - 2 * t)
    fill(
        (-260 * s + eased * 325 * s, Double(height) * 0.35, 260 * s, 200 * s), radius: 20 * s,
        (220, 40, 40))
    return RGBAImage(width: width, height: height, premultipliedPixels: pixels)
}

let args = CommandLine.arguments
let width = Int(args[1])!
let height = Int(args[2])!
let count = Int(args[3])!
let outDir = URL(fileURLWithPath: args[4])
let gradient = args.count > 5 && args[5] == "gradient"
let frames = (0..<count).map {
    sceneFrame(width: width, height: height, step: $0, steps: count, gradient: gradient)
}
for (i, f) in frames.enumerated() {
    try Data(f.pixels).write(to: outDir.appendingPathComponent("frame\(i).rgba"))
}
let delays = Array(repeating: 1.0 / 30, count: count)
let threads = ProcessInfo.processInfo.environment["GIF_THREADS"].flatMap { Int($0) } ?? 0
var times: [Double] = []
var data = Data()
for _ in 0..<3 {
    let start = DispatchTime.now().uptimeNanoseconds
    data = try GIFEncoder(threads: threads).encode(frames: frames, delays: delays)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}
try data.write(to: outDir.appendingPathComponent("segue.gif"))
let best = times.sorted()[1]  // median of 3
print(
    String(
        format: "segue %@: %.1f ms/frame, %d bytes (threads %d)", outDir.lastPathComponent,
        best / Double(count), data.count, threads))

// The streaming session on the same frames (one pass, untimed): its palettes are chosen a frame
// at a time (the global table starts as the first frame's and, at 128 × 128 px and more, grows
// as later frames bring colours that fit: `GIFGrowingPalette`), so its size is printed beside the
// encoder's.
let sessionURL = outDir.appendingPathComponent("segue-session.gif")
let session = try GIFSession(
    writingTo: sessionURL, width: width, height: height, encoder: GIFEncoder(threads: threads))
for frame in frames { try session.append(frame, duration: 1.0 / 30) }
try session.finish()
print("segue-session \(outDir.lastPathComponent): \(try Data(contentsOf: sessionURL).count) bytes")

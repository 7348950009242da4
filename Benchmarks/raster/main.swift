// The standard frame of issue 4 as a CALayer tree, rendered by `Renderer(scale:).render(layer)` and
// timed in per-thread CPU time. Built and run by Benchmarks/raster/run.sh; not part of the package.
//
// Usage: RasterBench <scale> <frames> <threads> [dump-dir]
//   threads 1: per-thread CPU time; 2: the renderer's two-thread banding, wall-clock time.
//   prints "segue <scale>x <w>x<h> median <ms> min <ms>"; with a dump dir, writes segue-<scale>x.png
//   there and, for each of cairo-<scale>x.png and skia-<scale>x.png already there, prints the max
//   channel difference and PSNR against it.
// Usage: RasterBench gif <frames> <dir>
//   renders <frames> frames of the standard frame sliding up into place at 1× (see `slidingFrames`),
//   writes them raw (frame<i>.rgba) for Benchmarks/gif/measure.py, encodes them with GIFEncoder
//   (median of 3 runs, both cores) to segue.gif and prints "segue gif: <ms>/frame, <bytes> bytes".
import Foundation
import OpenUIKit
import SegueRender

/// The standard frame: a 390×844 pt screen, white, 20 blue rounded rows (16 pt inset, 32 pt tall,
/// 8 pt radius, 90% opacity) every 40 pt from y = 4; a black dimming layer at 40%; a red card
/// (390×784 pt at y = 60, radius 16, clipped) scaled 0.95 and rotated 0.05 rad about the screen
/// centre, 50% group opacity, holding 10 white rounded rows (24 pt inset, 56 pt tall, radius 12,
/// 80% opacity) every 70 pt from y = 24.
@MainActor
func standardFrame() -> CALayer {
    let screen = CALayer()
    screen.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    screen.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    for i in 0..<20 {
        let row = CALayer()
        row.frame = CGRect(x: 16, y: 4 + 40 * CGFloat(i), width: 390 - 32, height: 32)
        row.cornerRadius = 8
        row.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        row.opacity = 0.9
        screen.addSublayer(row)
    }
    let dim = CALayer()
    dim.frame = screen.bounds
    dim.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    dim.opacity = 0.4
    screen.addSublayer(dim)
    let card = CALayer()
    card.bounds = CGRect(x: 0, y: 0, width: 390, height: 784)
    // The anchor sits on the screen centre (195, 422), so the transform turns about it.
    card.anchorPoint = CGPoint(x: 0.5, y: (422 - 60) / 784)
    card.position = CGPoint(x: 195, y: 422)
    card.transform = CATransform3DRotate(CATransform3DMakeScale(0.95, 0.95, 1), 0.05, 0, 0, 1)
    card.cornerRadius = 16
    card.masksToBounds = true
    card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    card.opacity = 0.5
    for i in 0..<10 {
        let row = CALayer()
        row.frame = CGRect(x: 24, y: 24 + 70 * CGFloat(i), width: 390 - 48, height: 56)
        row.cornerRadius = 12
        row.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        row.opacity = 0.8
        card.addSublayer(row)
    }
    screen.addSublayer(card)
    return screen
}

/// CPU time of this thread (other processes on the machine do not count) with one thread, else
/// wall-clock time, in ms.
func milliseconds(threads: Int) -> Double {
    var t = timespec()
    clock_gettime(threads == 1 ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
}

/// `count` frames at 1× of the standard frame sliding up from below the screen into place over a
/// white screen, ease-out (1 − (1 − t)²), the last frame at rest.
@MainActor
func slidingFrames(_ count: Int) throws -> [Bitmap] {
    let screen = CALayer()
    screen.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    screen.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    let scene = standardFrame()
    screen.addSublayer(scene)
    var frames: [Bitmap] = []
    for i in 0..<count {
        let t = count > 1 ? Double(i) / Double(count - 1) : 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)  // the model value, not an implicit animation
        scene.position.y = 422 + 844 * (1 - t) * (1 - t)
        CATransaction.commit()
        frames.append(try Renderer().render(screen))
    }
    return frames
}

let arguments = CommandLine.arguments
if arguments.count > 3, arguments[1] == "gif" {
    let count = max(1, Int(arguments[2]) ?? 30)
    let dir = URL(fileURLWithPath: arguments[3])
    let frames = try slidingFrames(count)
    for (i, frame) in frames.enumerated() {
        try Data(frame.pixels).write(to: dir.appendingPathComponent("frame\(i).rgba"))
    }
    var best = Double.infinity
    var data = Data()
    for _ in 0..<3 {
        let start = milliseconds(threads: 2)
        data = try GIFEncoder().encode(
            frames: frames, delays: Array(repeating: 1.0 / 30, count: count))
        best = min(best, milliseconds(threads: 2) - start)
    }
    try data.write(to: dir.appendingPathComponent("segue.gif"))
    print(String(format: "segue gif: %.2f ms/frame, %d bytes", best / Double(count), data.count))
    exit(0)
}
let scale = Double(arguments.count > 1 ? arguments[1] : "2") ?? 2
let frames = max(1, Int(arguments.count > 2 ? arguments[2] : "30") ?? 30)
let threads = max(1, Int(arguments.count > 3 ? arguments[3] : "1") ?? 1)
let dump = arguments.count > 4 ? arguments[4] : nil

let layer = standardFrame()
var renderer = Renderer(scale: CGFloat(scale))
renderer.threads = threads
var bitmap = try renderer.render(layer)  // warm up
var times: [Double] = []
for _ in 0..<frames {
    let start = milliseconds(threads: threads)
    bitmap = try renderer.render(layer)
    times.append(milliseconds(threads: threads) - start)
}
times.sort()
print(
    String(
        format: "segue %dx %dx%d median %.3f min %.3f", Int(scale), bitmap.width, bitmap.height,
        times[times.count / 2], times[0]))

if let dump {
    try bitmap.pngData().write(to: URL(fileURLWithPath: "\(dump)/segue-\(Int(scale))x.png"))
    // Each peer's image of this scale already in the folder (Cairo's, Skia's) against ours.
    for peer in ["cairo", "skia"] {
        let url = URL(fileURLWithPath: "\(dump)/\(peer)-\(Int(scale))x.png")
        guard let data = try? Data(contentsOf: url) else { continue }
        let other = try Bitmap(pngData: data)
        precondition(
            other.width == bitmap.width && other.height == bitmap.height,
            "\(peer) image size differs")
        var maxDifference = 0
        var squares = 0.0
        var differing = 0
        for i in 0..<bitmap.pixels.count {
            let d = abs(Int(bitmap.pixels[i]) - Int(other.pixels[i]))
            maxDifference = max(maxDifference, d)
            squares += Double(d * d)
            if d > 0 { differing += 1 }
        }
        let mse = squares / Double(bitmap.pixels.count)
        let psnr = mse == 0 ? Double.infinity : 10 * log10(255 * 255 / mse)
        print(
            "compare \(Int(scale))x with \(peer): "
                + String(
                    format: "max channel difference %d, %.2f%% of channels differ, PSNR %.2f dB",
                    maxDifference, 100 * Double(differing) / Double(bitmap.pixels.count), psnr))
    }
}

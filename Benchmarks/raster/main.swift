// Times one UI frame (20 rounded rows, a full-screen dim, a rotated card holding 8 rows) with the
// SegueRender raster core. Built and run by Benchmarks/raster/run.sh; not part of the package.
import Foundation
import SegueRender
import OpenUIKit

@inline(never)
func renderFrame(_ bitmap: inout Bitmap, scale: Double, rasterizer: Rasterizer) {
    let s = scale
    bitmap.fillRect(CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height),
                    paint: .solid(PremultipliedColor(r: 242, g: 242, b: 247, a: 255)))
    for i in 0 ..< 20 {
        let r = CGRect(x: 16 * s, y: (100 + Double(i) * 36) * s, width: 358 * s, height: 32 * s)
        let color = PremultipliedColor(red: 0.2 + 0.03 * Double(i), green: 0.4, blue: 0.8, alpha: 1)
        bitmap.fill([RasterShapes.roundedRect(r, cornerRadius: 10 * s)], paint: .solid(color), opacity: 0.9, using: rasterizer)
    }
    bitmap.fillRect(CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height),
                    paint: .solid(PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0.4)))
    // A card rotated 8° about the screen centre.
    let angle = 8 * Double.pi / 180
    let cx = 195 * s, cy = 422 * s
    func rotate(_ p: CGPoint) -> CGPoint {
        let x = Double(p.x) - cx, y = Double(p.y) - cy
        return CGPoint(x: cx + x * cos(angle) - y * sin(angle), y: cy + x * sin(angle) + y * cos(angle))
    }
    let card = CGRect(x: 45 * s, y: 222 * s, width: 300 * s, height: 400 * s)
    bitmap.fill([RasterShapes.roundedRect(card, cornerRadius: 16 * s).map(rotate)],
                paint: .solid(PremultipliedColor(r: 255, g: 255, b: 255, a: 255)), opacity: 0.95, using: rasterizer)
    for i in 0 ..< 8 {
        let r = CGRect(x: 61 * s, y: (240 + Double(i) * 46) * s, width: 268 * s, height: 38 * s)
        bitmap.fill([RasterShapes.roundedRect(r, cornerRadius: 8 * s).map(rotate)],
                    paint: .solid(PremultipliedColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)), opacity: 0.8, using: rasterizer)
    }
}

/// CPU time of this thread (so other processes on the machine do not count), in ms.
func threadCPUMilliseconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
}

let frames = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 30
for scale in [2.0, 3.0] {
    var bitmap = Bitmap(width: Int(390 * scale), height: Int(844 * scale))
    let rasterizer = Rasterizer()
    renderFrame(&bitmap, scale: scale, rasterizer: rasterizer)  // warm up
    var times: [Double] = []
    for _ in 0 ..< frames {
        let start = threadCPUMilliseconds()
        renderFrame(&bitmap, scale: scale, rasterizer: rasterizer)
        times.append(threadCPUMilliseconds() - start)
    }
    times.sort()
    print(String(format: "segue  %dx %4dx%4d  CPU median %.2f ms  min %.2f ms", Int(scale), bitmap.width, bitmap.height,
                 times[times.count / 2], times[0]))
    if let out = ProcessInfo.processInfo.environment["BENCH_DUMP"] {
        let raw = Data(bitmap.pixels)
        _ = FileManager.default.createFile(atPath: "\(out)/segue-\(Int(scale))x.rgba", contents: raw)
    }
}

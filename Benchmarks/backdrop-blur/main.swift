// The backdrop blur of a full iPhone screen (390 × 844 pt) at 2× and 3×, σ = 30 pt (systemMaterial),
// with the tint, on 1 and 2 threads: per-process CPU time and wall clock, median of 5 runs after a
// warm-up; every run's bytes are checked equal to the first. Built by run.sh with -O from the
// package's own BackdropBlur.swift and InterleavedWork.swift.
import Foundation

func cpu() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}
func wall() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}
for (scale, w, h) in [(2, 780, 1688), (3, 1170, 2532)] {
    var base = [UInt8](repeating: 0, count: w * h * 4)
    for y in 0..<h {
        for x in 0..<w {
            let v: UInt8 = ((x / 40 + y / 40) % 2 == 0) ? 255 : 0
            let i = (y * w + x) * 4
            base[i] = v
            base[i + 1] = v
            base[i + 2] = v
            base[i + 3] = 255
        }
    }
    for threads in [1, 2] {
        var cpus: [Double] = []
        var walls: [Double] = []
        var first: [UInt8] = []
        for run in 0..<6 {
            var p = base
            let c0 = cpu()
            let w0 = wall()
            BackdropBlur.apply(
                &p, width: w, height: h, sigma: 30 * Double(scale),
                tint: SIMD4<Float>(0.7, 0.7, 0.7, 0.7), threads: threads)
            let c1 = cpu()
            let w1 = wall()
            if run == 0 {
                first = p
                continue
            }
            precondition(p == first)
            cpus.append(c1 - c0)
            walls.append(w1 - w0)
        }
        cpus.sort()
        walls.sort()
        print(
            "\(scale)x \(w)x\(h) threads \(threads): cpu median \(String(format: "%.1f", cpus[2] * 1000)) ms, wall median \(String(format: "%.1f", walls[2] * 1000)) ms (min \(String(format: "%.1f", walls[0] * 1000)))"
        )
    }
}

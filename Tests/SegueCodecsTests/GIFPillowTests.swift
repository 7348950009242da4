import Foundation
import SegueTestSupport
import Testing

@testable import SegueCodecs

/// A synthetic UI scene like the recorder's output: white background, blue rounded rows, a red
/// rounded card sliding in from the left, with anti-aliased corners. Shared by the GIF and APNG tests.
enum UIScene {
    /// Coverage (0…1) of a rounded rectangle at the pixel centre (x + 0.5, y + 0.5), with a 1-px ramp.
    static func coverage(
        _ x: Int, _ y: Int, _ r: (x: Double, y: Double, w: Double, h: Double), radius: Double
    ) -> Double {
        let px = Double(x) + 0.5
        let py = Double(y) + 0.5
        let cx = min(max(px, r.x + radius), r.x + r.w - radius)
        let cy = min(max(py, r.y + radius), r.y + r.h - radius)
        let inside = px >= r.x && px <= r.x + r.w && py >= r.y && py <= r.y + r.h
        let dx = px - cx
        let dy = py - cy
        let distance = (dx * dx + dy * dy).squareRoot() - radius
        let edge = min(px - r.x, r.x + r.w - px, py - r.y, r.y + r.h - py)
        let d = dx == 0 && dy == 0 ? -edge : distance
        _ = inside
        return min(1, max(0, 0.5 - d))
    }

    /// Frame `step` of `steps`, `width × height` (opaque unless `clearBackground`).
    static func frame(width: Int, height: Int, step: Int, steps: Int, clearBackground: Bool = false)
        -> RGBAImage
    {
        var pixels = [UInt8](repeating: clearBackground ? 0 : 255, count: width * height * 4)
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
                    let dstA = Double(pixels[i + 3]) / 255
                    pixels[i] = UInt8((c.0 * a + Double(pixels[i]) * (1 - a)).rounded())
                    pixels[i + 1] = UInt8((c.1 * a + Double(pixels[i + 1]) * (1 - a)).rounded())
                    pixels[i + 2] = UInt8((c.2 * a + Double(pixels[i + 2]) * (1 - a)).rounded())
                    pixels[i + 3] = UInt8(((a + dstA * (1 - a)) * 255).rounded())
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
        let cardX = -260 * s + eased * (260 * s + 65 * s)
        fill((cardX, Double(height) * 0.35, 260 * s, 200 * s), radius: 20 * s, (220, 40, 40))
        return RGBAImage(width: width, height: height, premultipliedPixels: pixels)
    }
}

/// Pillow decodes what `GIFEncoder` writes: frame count, size, durations, loop and colours.
@Suite struct GIFPillowTests {
    struct Decoded {
        var count: Int
        var width: Int
        var height: Int
        var durations: [Int]
        var loop: Int?
        var frames: [[UInt8]]
        var localTables: Int
    }

    /// Decodes a GIF with Pillow: every frame composited to RGBA, as a browser would show it.
    static func decode(_ data: Data) throws -> Decoded {
        let dir = try Reference.temporaryDirectory()
        let file = dir.appendingPathComponent("anim.gif")
        try data.write(to: file)
        let out = try Reference.python(
            #"""
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            durations = []
            for i in range(im.n_frames):
                im.seek(i)
                durations.append(im.info.get("duration", -1))
                open("%s.%d.rgba" % (sys.argv[1], i), "wb").write(im.convert("RGBA").tobytes())
            print(im.n_frames, im.size[0], im.size[1], im.info.get("loop", -1))
            print(" ".join(str(d) for d in durations))
            """#, [file.path])
        let lines = out.split(separator: "\n")
        let head = lines[0].split(separator: " ").map { Int($0)! }
        let frames = try (0..<head[0]).map {
            try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(file.path).\($0).rgba")))
        }
        return Decoded(
            count: head[0], width: head[1], height: head[2],
            durations: lines[1].split(separator: " ").map { Int($0)! },
            loop: head[3] < 0 ? nil : head[3], frames: frames,
            localTables: GIFPillowTests.localTableCount(Array(data)))
    }

    /// Counts image descriptors with a local colour table by walking the GIF's blocks.
    static func localTableCount(_ d: [UInt8]) -> Int {
        var at = 13
        var count = 0
        if d[10] & 0x80 != 0 { at += 3 << (Int(d[10] & 7) + 1) }
        func skipBlocks(_ i: inout Int) {
            while d[i] != 0 { i += Int(d[i]) + 1 }
            i += 1
        }
        while at < d.count && d[at] != 0x3B {
            if d[at] == 0x21 {
                at += 2
                skipBlocks(&at)
                continue
            }
            let packed = d[at + 9]
            at += 10
            if packed & 0x80 != 0 {
                count += 1
                at += 3 << (Int(packed & 7) + 1)
            }
            at += 1
            skipBlocks(&at)
        }
        return count
    }

    /// PSNR (dB) over RGB of the opaque source pixels against Pillow's RGBA.
    static func psnr(_ source: RGBAImage, _ rgba: [UInt8]) -> Double {
        var se = 0.0
        var n = 0.0
        for y in 0..<source.height {
            for x in 0..<source.width {
                let p = source[x, y]
                let i = (y * source.width + x) * 4
                guard p.a >= 128 else { continue }
                for (c, v) in [p.r, p.g, p.b].enumerated() {
                    let d = Double(v) - Double(rgba[i + c])
                    se += d * d
                }
                n += 3
            }
        }
        return se == 0 ? 99 : 10 * log10(255 * 255 / (se / n))
    }

    @Test func uiSceneDecodesWithTheRightFramesTimingLoopAndColours() throws {
        let frames = (0..<8).map { UIScene.frame(width: 130, height: 240, step: $0, steps: 8) }
        let delays = Array(repeating: 1.0 / 30, count: 8)
        let data = try GIFEncoder(loopCount: 0).encode(frames: frames, delays: delays)
        let decoded = try Self.decode(data)
        #expect(decoded.count == 8 && decoded.width == 130 && decoded.height == 240)
        #expect(decoded.durations == [30, 40, 30, 30, 40, 30, 30, 40])
        #expect(decoded.loop == 0)
        for (i, frame) in frames.enumerated() {
            let psnr = Self.psnr(frame, decoded.frames[i])
            #expect(psnr > 40, "frame \(i): PSNR \(psnr) dB")
            // Flat areas are exact: the white background and the row colour.
            #expect(Array(decoded.frames[i][0..<4]) == [255, 255, 255, 255])
        }
    }

    @Test func loopCountThreeIsTwoNetscapeRepeatsForPillow() throws {
        let frames = (0..<2).map { UIScene.frame(width: 40, height: 40, step: $0, steps: 2) }
        #expect(
            try Self.decode(GIFEncoder(loopCount: 3).encode(frames: frames, delays: [0.1, 0.1]))
                .loop == 2)
        #expect(
            try Self.decode(GIFEncoder(loopCount: 1).encode(frames: frames, delays: [0.1, 0.1]))
                .loop == nil)
    }

    @Test func transparentSourcePixelsStayTransparentInEveryFrame() throws {
        // A card sliding over a clear background, with a half-transparent (alpha 100 → clear) and a
        // mostly opaque (alpha 200 → opaque) strip.
        var frames = (0..<4).map {
            UIScene.frame(width: 60, height: 90, step: $0, steps: 4, clearBackground: true)
        }
        for i in frames.indices {
            for x in 0..<60 {
                frames[i][x, 0] = RGBA8(r: 0, g: 200, b: 0, a: 100)
                frames[i][x, 1] = RGBA8(r: 0, g: 200, b: 0, a: 200)
            }
        }
        let decoded = try Self.decode(
            try GIFEncoder().encode(frames: frames, delays: [0.05, 0.05, 0.05, 0.05]))
        #expect(decoded.count == 4)
        for (i, frame) in frames.enumerated() {
            for y in 0..<90 {
                for x in 0..<60 {
                    let expectedOpaque = frame[x, y].a >= 128
                    let a = decoded.frames[i][(y * 60 + x) * 4 + 3]
                    #expect(a == (expectedOpaque ? 255 : 0), "frame \(i) pixel \(x),\(y)")
                }
            }
            #expect(Array(decoded.frames[i][(60 + 5) * 4..<((60 + 5) * 4 + 3)]) == [0, 200, 0])
        }
    }

    @Test func manyColourFramesGetLocalTablesAndFewColourFramesShareTheGlobalOne() throws {
        // Two frames with disjoint 2-D gradients (1024 buckets each): each needs its own palette.
        var a = RGBAImage(width: 64, height: 64)
        var b = RGBAImage(width: 64, height: 64)
        for y in 0..<64 {
            for x in 0..<64 {
                a[x, y] = RGBA8(r: UInt8(x * 4), g: UInt8(y * 4), b: 0, a: 255)
                b[x, y] = RGBA8(r: 0, g: UInt8(x * 4), b: UInt8(y * 4), a: 255)
            }
        }
        let rich = try GIFEncoder().encode(frames: [a, b], delays: [0.1, 0.1])
        #expect(Self.localTableCount(Array(rich)) == 2)
        let decoded = try Self.decode(rich)
        #expect(Self.psnr(a, decoded.frames[0]) > 30 && Self.psnr(b, decoded.frames[1]) > 30)
        let ui = (0..<3).map { UIScene.frame(width: 50, height: 80, step: $0, steps: 3) }
        #expect(
            Self.localTableCount(
                Array(try GIFEncoder().encode(frames: ui, delays: [0.1, 0.1, 0.1]))) == 0)
    }

    @Test func ditheringBringsAreaAveragesCloserToTheSource() throws {
        // A slow grey ramp with 4 colours: plain mapping bands it; dithering keeps local averages.
        var ramp = RGBAImage(width: 128, height: 16)
        for y in 0..<16 {
            for x in 0..<128 {
                let v = UInt8(x * 2)
                ramp[x, y] = RGBA8(r: v, g: v, b: v, a: 255)
            }
        }
        func blockError(_ dither: Bool) throws -> Double {
            let rgba = try Self.decode(
                try GIFEncoder(dithering: dither, maxColors: 4).encode(
                    frames: [ramp], delays: [0.1])
            ).frames[0]
            var total = 0.0
            for bx in 0..<16 {  // 8×16 blocks: compare mean grey
                var sum = 0.0
                var src = 0.0
                for y in 0..<16 {
                    for x in (bx * 8)..<(bx * 8 + 8) {
                        sum += Double(rgba[(y * 128 + x) * 4])
                        src += Double(x * 2)
                    }
                }
                total += abs(sum - src) / 128
            }
            return total / 16
        }
        let plain = try blockError(false)
        let dithered = try blockError(true)
        #expect(dithered < plain / 2, "block error plain \(plain), dithered \(dithered)")
    }

    @Test func noisyFramesExerciseFullCodeTablesAndStillDecodeExactly() throws {
        // 256 distinct grey levels in noise: the palette holds them all exactly (global table,
        // single frame), and the LZW table fills and clears many times.
        let seed = Reference.seed()
        var rng = SeededRandomNumberGenerator(seed: seed)
        var noise = RGBAImage(width: 200, height: 150)
        var levels = Array(0...255).map(UInt8.init)
        levels.shuffle(using: &rng)
        for y in 0..<150 {
            for x in 0..<200 {
                let v =
                    (y * 200 + x) < 256
                    ? levels[y * 200 + x] : UInt8.random(in: 0...255, using: &rng)
                noise[x, y] = RGBA8(r: v, g: v, b: v, a: 255)
            }
        }
        let decoded = try Self.decode(try GIFEncoder().encode(frames: [noise], delays: [0.1]))
        #expect(Self.psnr(noise, decoded.frames[0]) == 99)
    }

    @Test func randomBlockAnimationsDecodeExactlyWhenTheirColoursFit() throws {
        // Few colours, so the palette is exact and every composited frame must equal its source:
        // checks cropping, kept (transparent) pixels, disposal and transparent sources together.
        let seed = Reference.seed()
        var rng = SeededRandomNumberGenerator(seed: seed)
        let colors = (0..<12).map { _ in
            RGBA8(
                r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng),
                b: .random(in: 0...255, using: &rng), a: 255)
        }
        for trial in 0..<6 {
            let w = Int.random(in: 1...40, using: &rng)
            let h = Int.random(in: 1...40, using: &rng)
            let withClear = trial % 2 == 1
            var frame = RGBAImage(width: w, height: h)
            for y in 0..<h { for x in 0..<w { frame[x, y] = colors[0] } }
            var frames: [RGBAImage] = []
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                for _ in 0..<Int.random(in: 0...3, using: &rng) {  // repaint a few random blocks
                    let x0 = Int.random(in: 0..<w, using: &rng)
                    let y0 = Int.random(in: 0..<h, using: &rng)
                    let x1 = Int.random(in: x0..<w, using: &rng)
                    let y1 = Int.random(in: y0..<h, using: &rng)
                    let clear = withClear && Bool.random(using: &rng)
                    let c =
                        clear
                        ? RGBA8(r: 0, g: 0, b: 0, a: 0)
                        : colors[Int.random(in: 0..<colors.count, using: &rng)]
                    for y in y0...y1 { for x in x0...x1 { frame[x, y] = c } }
                }
                frames.append(frame)
            }
            let decoded = try Self.decode(
                try GIFEncoder().encode(frames: frames, delays: frames.map { _ in 0.1 }))
            #expect(decoded.count == frames.count, "trial \(trial)")
            for (i, f) in frames.enumerated() {
                var expected: [UInt8] = []
                for y in 0..<h {
                    for x in 0..<w {
                        let p = f[x, y]
                        expected += p.a == 0 ? [0, 0, 0, 0] : [p.r, p.g, p.b, 255]
                    }
                }
                var got = decoded.frames[i]
                for j in stride(from: 0, to: got.count, by: 4) where got[j + 3] == 0 {
                    got[j] = 0
                    got[j + 1] = 0
                    got[j + 2] = 0
                }
                let wrong = (0..<(w * h)).filter {
                    got[($0 * 4)..<($0 * 4 + 4)] != expected[($0 * 4)..<($0 * 4 + 4)]
                }
                #expect(
                    wrong.isEmpty,
                    "trial \(trial) (\(w)×\(h), clear: \(withClear)) frame \(i): \(wrong.count) pixels differ, first at \(wrong.first.map { ($0 % w, $0 / w) } as Any)"
                )
            }
        }
    }
}

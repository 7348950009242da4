import Foundation
import Testing

@testable import SegueCodecs

@Suite struct APNGEncoderTests {
    /// The chunks of a PNG stream: (type, data).
    static func chunks(_ d: [UInt8]) -> [(String, [UInt8])] {
        var at = 8
        var out: [(String, [UInt8])] = []
        while at + 12 <= d.count {
            let n = Int(d[at]) << 24 | Int(d[at + 1]) << 16 | Int(d[at + 2]) << 8 | Int(d[at + 3])
            out.append(
                (
                    String(decoding: d[(at + 4)..<(at + 8)], as: UTF8.self),
                    Array(d[(at + 8)..<(at + 8 + n)])
                ))
            at += 12 + n
        }
        return out
    }

    static func u32(_ d: [UInt8], _ i: Int) -> Int {
        Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3])
    }

    @Test func chunkSequenceNumbersAndControlFieldsAreWrittenAsSpecified() throws {
        var a = RGBAImage(width: 4, height: 3)
        var b = a
        var c = a
        for y in 0..<3 { for x in 0..<4 { a[x, y] = RGBA8(r: 255, g: 255, b: 255, a: 255) } }
        b = a
        b[2, 1] = RGBA8(r: 255, g: 0, b: 0, a: 255)  // one opaque pixel changes
        c = b
        c[0, 0] = RGBA8(r: 0, g: 0, b: 255, a: 128)  // a translucent change
        let data = Array(
            try APNGEncoder(loopCount: 2).encode(
                frames: [a, b, c, c], delays: [1.0 / 60, 0.1, 0.033, 0.5]))
        let list = Self.chunks(data)
        #expect(
            list.map(\.0) == [
                "IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "fcTL", "fdAT",
                "IEND",
            ])
        #expect(list[0].1[9] == 6)  // RGBA
        #expect(list[1].1 == [0, 0, 0, 4, 0, 0, 0, 2])  // 4 frames, 2 plays
        // fcTL: seq, width, height, x, y, delay num (16), den (16), dispose, blend.
        #expect(
            list[2].1 == [
                0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 60, 0, 0,
            ])
        // Frame 1: only (2, 1) changed, opaque → a 1×1 crop at (2, 1), blended OVER.
        #expect(
            list[4].1 == [
                0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 1, 0, 1, 0, 10, 0, 1,
            ])
        #expect(Self.u32(list[5].1, 0) == 2)
        // Frame 2: a translucent change at (0, 0) → SOURCE blend; 33/1000 s.
        #expect(
            list[6].1 == [
                0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 33, 0x03, 0xE8, 0, 0,
            ])
        #expect(Self.u32(list[7].1, 0) == 4)
        // Frame 3: identical → a transparent 1×1 OVER frame; 1/2 s.
        #expect(
            list[8].1 == [
                0, 0, 0, 5, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2, 0, 1,
            ])
        #expect(Self.u32(list[9].1, 0) == 6)
    }

    @Test func delaysBecomeTheNearestSixteenBitFractions() {
        #expect(APNGEncoder.fraction(1.0 / 60) == (1, 60))
        #expect(APNGEncoder.fraction(0.1) == (1, 10))
        #expect(APNGEncoder.fraction(0.033) == (33, 1000))
        #expect(APNGEncoder.fraction(0) == (0, 1))
        #expect(APNGEncoder.fraction(2.5) == (5, 2))
        #expect(APNGEncoder.fraction(1e6) == (65535, 1))
        let (n, d) = APNGEncoder.fraction(.pi / 10)  // no exact fraction: within 0.1 µs
        #expect(abs(Double(n) / Double(d) - .pi / 10) < 1e-7)
    }

    @Test func pillowDecodesEveryFrameExactly() throws {
        var frames = (0..<6).map { UIScene.frame(width: 70, height: 120, step: $0, steps: 6) }
        frames.append(frames[5])  // an identical frame
        var translucent = frames[5]
        // translucent change
        for x in 0..<70 { translucent[x, 3] = RGBA8(r: 10, g: 200, b: 30, a: 77) }
        frames.append(translucent)
        let delays = [0.1, 0.05, 1.0 / 60, 0.2, 0.1, 0.1, 0.3, 0.25]
        let data = try APNGEncoder(loopCount: 0).encode(frames: frames, delays: delays)
        let dir = try Reference.temporaryDirectory()
        let file = dir.appendingPathComponent("anim.png")
        try data.write(to: file)
        let out = try Reference.python(
            #"""
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            d = []
            for i in range(im.n_frames):
                im.seek(i); d.append(im.info.get("duration"))
                open("%s.%d.rgba" % (sys.argv[1], i), "wb").write(im.convert("RGBA").tobytes())
            print(im.n_frames, im.size[0], im.size[1], im.info.get("loop"), getattr(im, "default_image", None))
            print(" ".join("%.4f" % x for x in d))
            """#, [file.path])
        let lines = out.split(separator: "\n")
        #expect(lines[0] == "8 70 120 0 False")
        #expect(lines[1] == "100.0000 50.0000 16.6667 200.0000 100.0000 100.0000 300.0000 250.0000")
        for (i, frame) in frames.enumerated() {
            let rgba = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(file.path).\(i).rgba")))
            var mismatches = 0
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let p = frame[x, y]
                    let j = (y * frame.width + x) * 4
                    let q = RGBA8(r: rgba[j], g: rgba[j + 1], b: rgba[j + 2], a: rgba[j + 3])
                    if p != q && !(p.a == 0 && q.a == 0) { mismatches += 1 }
                }
            }
            #expect(mismatches == 0, "frame \(i)")
        }
    }

    @Test func singleOpaqueFrameIsAnRGBImage() throws {
        var a = RGBAImage(width: 2, height: 2)
        for y in 0..<2 { for x in 0..<2 { a[x, y] = RGBA8(r: 1, g: 2, b: 3, a: 255) } }
        let list = Self.chunks(Array(try APNGEncoder().encode(frames: [a], delays: [1])))
        #expect(list[0].1[9] == 2)
        #expect(list[1].1 == [0, 0, 0, 1, 0, 0, 0, 0])
        #expect(try RGBAImage(pngData: APNGEncoder().encode(frames: [a], delays: [1])) == a)
    }

    @Test func frameDataIsTheWholeImageFilterDeflatedAsOneOrdinaryStream() throws {
        // Frames are filtered in bands of rows on every core: the bytes must be those of the
        // whole image filtered at once, deflated as one stream even past 256 KiB (400 × 200
        // RGBA: 320,200 filtered bytes), where `pngData()` would cut segments.
        let seed = Reference.seed()
        for (width, height, translucent) in [(100, 90, false), (100, 90, true), (400, 200, true)] {
            let image = PNGParallelEncodingTests.picture(
                width: width, height: height, seed: seed, translucent: translucent)
            for channels in translucent ? [4] : [3, 4] {
                let reference = try image.wholeImageFilteredScanlines(channels: channels)
                    .withUnsafeBytes { try Zlib.compress($0, level: 6) }
                #expect(
                    try APNGEncoder.imageData(image, channels: channels) == reference,
                    "seed \(seed), \(width) × \(height), \(channels) channels")
            }
        }
    }

    @Test func invalidInputThrowsClearErrors() {
        let a = RGBAImage(width: 2, height: 2)
        #expect(throws: AnimationEncodingError.noFrames) {
            try APNGEncoder().encode(frames: [], delays: [])
        }
        #expect(throws: AnimationEncodingError.delayCountMismatch(frames: 2, delays: 1)) {
            try APNGEncoder().encode(frames: [a, a], delays: [1])
        }
        #expect(
            throws: AnimationEncodingError.frameSizeMismatch(
                index: 1, width: 1, height: 2, expectedWidth: 2, expectedHeight: 2)
        ) {
            try APNGEncoder().encode(frames: [a, RGBAImage(width: 1, height: 2)], delays: [1, 1])
        }
        #expect(throws: AnimationEncodingError.invalidDelay(index: 0, seconds: .infinity)) {
            try APNGEncoder().encode(frames: [a], delays: [.infinity])
        }
        #expect(throws: AnimationEncodingError.invalidLoopCount(-1)) {
            try APNGEncoder(loopCount: -1).encode(frames: [a], delays: [1])
        }
        #expect(
            throws: AnimationEncodingError.unsupportedFrameSize(
                width: 0, height: 5, maximum: Int(Int32.max))
        ) {
            try APNGEncoder().encode(frames: [RGBAImage(width: 0, height: 5)], delays: [1])
        }
    }
}

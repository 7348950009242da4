import Foundation
import SegueTestSupport
import Testing

@testable import SegueCodecs

/// Encoded GIFs decoded by `GIFTestDecoder` (no Python): frames whose LZW table fills keep it
/// when that is shorter, and still decode to exactly their source pixels.
@Suite struct GIFDeferredClearTests {
    static func rgb(_ p: RGBA8) -> UInt32 { UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b) }

    static func pixels(_ image: RGBAImage) -> [UInt32] {
        (0..<image.height).flatMap { y in (0..<image.width).map { x in rgb(image[x, y]) } }
    }

    @Test func aFrameWhoseRowsRepeatKeepsItsFullTableAndDecodesExactly() throws {
        // One 1,200-pixel row of 200 random colours, repeated on 60 rows: the first rows fill
        // the LZW table, and the later ones are made of the strings it already holds.
        let seed = Reference.seed()
        var rng = SeededRandomNumberGenerator(seed: seed)
        let colors = (0..<200).map { _ in
            RGBA8(
                r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng),
                b: .random(in: 0...255, using: &rng), a: 255)
        }
        let ids = (0..<1200).map { _ in UInt8(Int.random(in: 0..<200, using: &rng)) }
        var image = RGBAImage(width: 1200, height: 60)
        for y in 0..<60 { for x in 0..<1200 { image[x, y] = colors[Int(ids[x])] } }
        // The same pattern of 200 symbols (LZW only sees which pixels are equal) fills a table.
        let pattern = Array((0..<60).map { _ in ids }.joined())
        #expect(GIFLZWFullTableTests.encode(pattern, keepingFullTable: false).filled)
        let data = try GIFEncoder().encode(frames: [image], delays: [0.1])
        let decoded = try #require(GIFTestDecoder(Array(data)), "seed \(seed)")
        #expect(decoded.laterClears == [0], "seed \(seed)")
        #expect(decoded.frames == [Self.pixels(image)], "seed \(seed)")
    }

    @Test func noiseThatNeverRepeatsClearsItsFullTableAndDecodesExactly() throws {
        // 30,000 pixels of 256 grey levels: the table fills about 7 times, and a kept full table,
        // whose strings the noise seldom repeats, would cost 12 bits per code against 9 to 12
        // after each clear (about 3 % more), so the cleared encoding is the one kept.
        let seed = Reference.seed()
        var rng = SeededRandomNumberGenerator(seed: seed)
        var levels = Array(0...255).map(UInt8.init)
        levels.shuffle(using: &rng)
        var image = RGBAImage(width: 300, height: 100)
        for y in 0..<100 {
            for x in 0..<300 {
                let v = y * 300 + x < 256 ? levels[y * 300 + x] : .random(in: 0...255, using: &rng)
                image[x, y] = RGBA8(r: v, g: v, b: v, a: 255)
            }
        }
        let data = try GIFEncoder().encode(frames: [image], delays: [0.1])
        let decoded = try #require(GIFTestDecoder(Array(data)), "seed \(seed)")
        #expect(decoded.laterClears.count == 1 && decoded.laterClears[0] > 0, "seed \(seed)")
        #expect(decoded.frames == [Self.pixels(image)], "seed \(seed)")
    }

    @Test func randomUIAnimationsDecodeExactlyAndTheSameForAnyThreadCount() throws {
        // Flat rectangles of a few colours moving over a background: lossless (the colours fit
        // one table), with changed rectangles, kept pixels and large frames together.
        let seed = Reference.seed()
        var rng = SeededRandomNumberGenerator(seed: seed)
        for trial in 0..<3 {
            let w = Int.random(in: 200...400, using: &rng)
            let h = Int.random(in: 150...300, using: &rng)
            let colors = (0..<8).map { _ in
                RGBA8(
                    r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng),
                    b: .random(in: 0...255, using: &rng), a: 255)
            }
            var frames: [RGBAImage] = []
            var frame = RGBAImage(width: w, height: h)
            for y in 0..<h { for x in 0..<w { frame[x, y] = colors[(x / 7 + y / 5) % 2] } }
            for _ in 0..<Int.random(in: 2...6, using: &rng) {
                let x0 = Int.random(in: 0..<w, using: &rng)
                let y0 = Int.random(in: 0..<h, using: &rng)
                let x1 = Int.random(in: x0..<w, using: &rng)
                let y1 = Int.random(in: y0..<h, using: &rng)
                let c = colors[Int.random(in: 2..<8, using: &rng)]
                for y in y0...y1 { for x in x0...x1 { frame[x, y] = c } }
                frames.append(frame)
            }
            let delays = frames.map { _ in 0.1 }
            let data = try GIFEncoder(threads: 1).encode(frames: frames, delays: delays)
            #expect(
                try GIFEncoder(threads: 3).encode(frames: frames, delays: delays) == data,
                "seed \(seed) trial \(trial)")
            let decoded = try #require(GIFTestDecoder(Array(data)), "seed \(seed) trial \(trial)")
            #expect(decoded.frames == frames.map(Self.pixels), "seed \(seed) trial \(trial)")
        }
    }
}

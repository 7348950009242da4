import Foundation
import Testing

@testable import SegueCodecs

/// `WebPEncoder` writes a lossless animated WebP; its chunks are walked here and Pillow decodes it.
@Suite struct WebPEncoderTests {
    /// The RIFF chunks at the top level of a WebP file, with the `ANIM` loop count and each `ANMF`
    /// frame's duration.
    struct Chunks {
        var fourCCs: [String] = []
        var loopCount: Int?
        var durations: [Int] = []
    }

    static func chunks(_ data: Data) -> Chunks {
        let d = [UInt8](data)
        func le(_ at: Int, _ n: Int) -> Int {
            (0..<n).reduce(0) { $0 | Int(d[at + $1]) << (8 * $1) }
        }
        var result = Chunks()
        var at = 12
        while at + 8 <= d.count {
            let fourCC = String(decoding: d[at..<at + 4], as: UTF8.self)
            let size = le(at + 4, 4)
            result.fourCCs.append(fourCC)
            if fourCC == "ANIM" { result.loopCount = le(at + 12, 2) }
            if fourCC == "ANMF" { result.durations.append(le(at + 8 + 12, 3)) }
            at += 8 + size + (size & 1)
        }
        return result
    }

    /// Pillow's decoding: frame count, size, and each frame's straight RGBA bytes.
    static func decode(_ data: Data) throws -> (
        count: Int, width: Int, height: Int, frames: [[UInt8]]
    ) {
        let dir = try Reference.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("anim.webp")
        try data.write(to: file)
        let out = try Reference.python(
            #"""
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            for i in range(im.n_frames):
                im.seek(i)
                open("%s.%d.rgba" % (sys.argv[1], i), "wb").write(im.convert("RGBA").tobytes())
            print(im.n_frames, im.size[0], im.size[1])
            """#, [file.path])
        let head = out.split(separator: "\n")[0].split(separator: " ").map { Int($0)! }
        let frames = try (0..<head[0]).map {
            try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(file.path).\($0).rgba")))
        }
        return (head[0], head[1], head[2], frames)
    }

    @Test func anAnimationHasRiffWebpVp8xAnimAndOneAnmfPerFrame() throws {
        let frames = (0..<5).map { UIScene.frame(width: 80, height: 60, step: $0, steps: 4) }
        let data = try WebPEncoder(loopCount: 3).encode(
            frames: frames, delays: [0.1, 0.05, 0.2, 0.1, 1.0 / 30])
        let d = [UInt8](data)
        #expect(Array(d[0..<4]) == Array("RIFF".utf8))
        #expect(Array(d[8..<12]) == Array("WEBP".utf8))
        let riffSize = Int(d[4]) | Int(d[5]) << 8 | Int(d[6]) << 16 | Int(d[7]) << 24
        #expect(riffSize == d.count - 8)
        let c = Self.chunks(data)
        #expect(Array(c.fourCCs.prefix(2)) == ["VP8X", "ANIM"])
        #expect(c.loopCount == 3)
        #expect(c.durations == [100, 50, 200, 100, 33])
    }

    @Test func identicalFramesAreMergedIntoOneLongerFrame() throws {
        let a = UIScene.frame(width: 80, height: 60, step: 0, steps: 4)
        let b = UIScene.frame(width: 80, height: 60, step: 4, steps: 4)
        #expect(a != b)
        let data = try WebPEncoder().encode(frames: [a, a, a, b], delays: [0.1, 0.1, 0.1, 0.1])
        #expect(Self.chunks(data).durations == [300, 100])
    }

    @Test func pillowDecodesEveryFrameToExactlyTheStraightInputPixels() throws {
        // Translucent pixels too: lossless WebP stores straight alpha, as PNG does.
        let frames = (0..<3).map {
            UIScene.frame(width: 64, height: 48, step: $0, steps: 2, clearBackground: $0 == 1)
        }
        let data = try WebPEncoder().encode(frames: frames, delays: [0.1, 0.1, 0.1])
        let decoded = try Self.decode(data)
        #expect(decoded.count == 3 && decoded.width == 64 && decoded.height == 48)
        for (index, frame) in frames.enumerated() {
            #expect(decoded.frames[index] == frame.straightRGBA(), "frame \(index)")
        }
        #expect(decoded.frames[1].contains { $0 != 0 && $0 != 255 }, "some partial alpha")
    }

    @Test func theSameFramesGiveTheSameBytes() throws {
        let frames = (0..<4).map { UIScene.frame(width: 50, height: 40, step: $0, steps: 3) }
        let delays = [TimeInterval](repeating: 0.1, count: 4)
        #expect(
            try WebPEncoder().encode(frames: frames, delays: delays)
                == WebPEncoder().encode(frames: frames, delays: delays))
    }

    @Test func badInputIsRefusedLikeTheOtherAnimationEncoders() {
        #expect(throws: AnimationEncodingError.noFrames) {
            try WebPEncoder().encode(frames: [], delays: [])
        }
        #expect(throws: AnimationEncodingError.delayCountMismatch(frames: 1, delays: 0)) {
            try WebPEncoder().encode(frames: [RGBAImage(width: 2, height: 2)], delays: [])
        }
    }
}

import Foundation
import Testing

@testable import SegueCodecs

/// Decoding PNGs written independently by Python: every colour type, bit depth and interlace mode,
/// real filtering with all five filter types, several IDAT chunks, ancillary chunks; each file is
/// also read by Pillow to confirm the Python writer made a valid PNG.
@Suite struct PNGDecoderTests {
    /// Writes the files and prints, per file: path, width, height, expected premultiplied RGBA (hex).
    static let writer = #"""
        import random, struct, sys, zlib, os
        from PIL import Image
        out, seed = sys.argv[1], int(sys.argv[2])
        rng = random.Random(seed)

        def chunk(t, d):
            return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)

        def paeth(a, b, c):
            p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            return a if pa <= pb and pa <= pc else (b if pb <= pc else c)

        def filt(t, row, prev, bpp):
            o = []
            for i, x in enumerate(row):
                a = row[i - bpp] if i >= bpp else 0; b = prev[i]; c = prev[i - bpp] if i >= bpp else 0
                pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][t]
                o.append((x - pred) & 255)
            return bytes([t]) + bytes(o)

        def pack(samples, depth):
            if depth == 8: return bytes(samples)
            if depth == 16: return b"".join(struct.pack(">H", s) for s in samples)
            bits = "".join(format(s, "0%db" % depth) for s in samples)
            bits += "0" * (-len(bits) % 8)
            return bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))

        def to8(v, depth):
            if depth == 16: return (v * 255 + 32767) // 65535
            return v * 255 // ((1 << depth) - 1)

        ADAM7 = [(0,0,8,8),(4,0,8,8),(0,4,4,8),(2,0,4,4),(0,2,2,4),(1,0,2,2),(0,1,1,2)]
        n = 0
        for ctype, depths in [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16])]:
            ch = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ctype]
            for depth in depths:
                for interlace in (0, 1):
                    for (w, h) in [(1, 1), (3, 2), (13, 9)]:
                        maxv = (1 << depth) - 1
                        plte = b""; trns = None; pal = []
                        if ctype == 3:
                            k = rng.randrange(1, (1 << depth) + 1)
                            pal = [(rng.randrange(256), rng.randrange(256), rng.randrange(256)) for _ in range(k)]
                            plte = b"".join(bytes(p) for p in pal)
                            alphas = [rng.randrange(256) for _ in range(rng.randrange(0, k + 1))]
                            trns = bytes(alphas) if alphas else None
                        pix = [[[rng.randrange(len(pal)) if ctype == 3 else rng.randrange(maxv + 1) for _ in range(ch)]
                                for _ in range(w)] for _ in range(h)]
                        if ctype in (0, 2):  # make the tRNS key occur
                            key = pix[0][0][:]
                            trns = b"".join(struct.pack(">H", v) for v in key)
                            if w * h > 1 and rng.random() < 0.5: pix[h - 1][w - 1] = key[:]
                        expected = bytearray()
                        for y in range(h):
                            for x in range(w):
                                s = pix[y][x]
                                if ctype == 3:
                                    r, g, b = pal[s[0]]; a = trns[s[0]] if trns and s[0] < len(trns) else 255
                                elif ctype == 0:
                                    r = g = b = to8(s[0], depth); a = 0 if trns and list(struct.unpack(">H", trns)) == s else 255
                                elif ctype == 2:
                                    r, g, b = (to8(v, depth) for v in s); a = 0 if list(struct.unpack(">HHH", trns)) == s else 255
                                elif ctype == 4:
                                    r = g = b = to8(s[0], depth); a = to8(s[1], depth)
                                else:
                                    r, g, b, a = (to8(v, depth) for v in s)
                                expected += bytes([(r * a + 127) // 255, (g * a + 127) // 255, (b * a + 127) // 255, a])
                        bpp = max(1, ch * depth // 8)
                        raw = b""
                        for (x0, y0, dx, dy) in (ADAM7 if interlace else [(0, 0, 1, 1)]):
                            cols = list(range(x0, w, dx)); rows = list(range(y0, h, dy))
                            if not cols or not rows: continue
                            prev = None
                            for y in rows:
                                row = pack([v for x in cols for v in pix[y][x]], depth)
                                if prev is None: prev = bytes(len(row))
                                raw += filt(rng.randrange(5), row, prev, bpp)
                                prev = row
                        z = zlib.compress(raw, rng.choice([0, 6, 9]))
                        cuts = sorted(rng.sample(range(1, len(z)), min(2, len(z) - 1)))
                        parts = [z[i:j] for i, j in zip([0] + cuts, cuts + [len(z)])]
                        body = chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, interlace))
                        body += chunk(b"gAMA", struct.pack(">I", 45455))
                        if plte: body += chunk(b"PLTE", plte)
                        if trns: body += chunk(b"tRNS", trns)
                        body += b"".join(chunk(b"IDAT", p) for p in parts)
                        body += chunk(b"tEXt", b"Software\x00test")
                        path = os.path.join(out, "c%d_d%d_i%d_%dx%d.png" % (ctype, depth, interlace, w, h))
                        open(path, "wb").write(b"\x89PNG\r\n\x1a\n" + body + chunk(b"IEND", b""))
                        # Cross-check the writer with Pillow. Skipped: 16-bit greyscale (Pillow clips it to
                        # 255) and the tRNS key of greyscale and truecolour at depths other than 8 (Pillow
                        # compares the key with its 8-bit samples, so it misses it).
                        if not (ctype == 0 and depth == 16):
                            px = Image.open(path).convert("RGBA").tobytes()
                            for i in range(w * h):
                                p = px[i * 4:i * 4 + 4]; a = expected[i * 4 + 3]
                                if not (ctype in (0, 2) and depth != 8):
                                    assert abs(p[3] - a) <= 1, (path, i, p, a)
                                if a == 255:
                                    assert all(abs(p[c] - expected[i * 4 + c]) <= 1 for c in range(3)), (path, i, p)
                        print(path, w, h, expected.hex())
                        n += 1
        """#

    @Test func decodesEveryColourTypeBitDepthAndInterlaceWrittenIndependently() throws {
        let seed = Reference.seed() % 1_000_000
        let dir = try Reference.temporaryDirectory()
        let listing = try Reference.python(Self.writer, [dir.path, String(seed)])
        let lines = listing.split(separator: "\n")
        #expect(lines.count == 15 * 2 * 3)
        for line in lines {
            let parts = line.split(separator: " ")
            let path = String(parts[0])
            let w = Int(parts[1])!
            let h = Int(parts[2])!
            let hex = Array(parts[3].utf8)
            let expected = stride(from: 0, to: hex.count, by: 2).map {
                UInt8(String(decoding: hex[$0..<($0 + 2)], as: UTF8.self), radix: 16)!
            }
            let bitmap = try RGBAImage(pngData: Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(bitmap.width == w && bitmap.height == h, "\(path)")
            #expect(bitmap.pixels == expected, "\(path)")
        }
    }

    @Test func decodesFilesWrittenByPillowItself() throws {
        let dir = try Reference.temporaryDirectory()
        let listing = try Reference.python(
            #"""
            import sys, os
            from PIL import Image
            out = sys.argv[1]
            base = Image.new("RGBA", (7, 5))
            base.putdata([((x * 37) % 256, (y * 51) % 256, (x * y * 13) % 256, 255 if (x + y) % 3 else (x * 40) % 256)
                          for y in range(5) for x in range(7)])
            for mode in ("RGBA", "RGB", "LA", "L", "1", "P"):
                im = base.convert(mode)
                path = os.path.join(out, mode + ".png")
                im.save(path, optimize=(mode == "P"))
                px = Image.open(path).convert("RGBA").tobytes()
                print(path, " ".join("%d,%d,%d,%d" % tuple(px[i:i + 4]) for i in range(0, len(px), 4)))
            """#, [dir.path])
        for line in listing.split(separator: "\n") {
            let parts = line.split(separator: " ")
            let bitmap = try RGBAImage(
                pngData: Data(contentsOf: URL(fileURLWithPath: String(parts[0]))))
            #expect(bitmap.width == 7 && bitmap.height == 5)
            for (i, p) in parts.dropFirst().enumerated() {
                let v = p.split(separator: ",").map { Int($0)! }
                let a = v[3]
                let pre = [
                    (v[0] * a + 127) / 255, (v[1] * a + 127) / 255, (v[2] * a + 127) / 255, a,
                ].map(UInt8.init)
                #expect(
                    Array(bitmap.pixels[(i * 4)..<(i * 4 + 4)]) == pre, "\(parts[0]) pixel \(i)")
            }
        }
    }

    @Test func apngDecodesAsItsDefaultImage() throws {
        var first = RGBAImage(width: 2, height: 2)
        var second = RGBAImage(width: 2, height: 2)
        for y in 0..<2 {
            for x in 0..<2 {
                first[x, y] = RGBA8(r: 255, g: 0, b: 0, a: 255)
                second[x, y] = RGBA8(r: 0, g: 0, b: 255, a: 255)
            }
        }
        let data = try APNGEncoder().encode(frames: [first, second], delays: [0.1, 0.1])
        #expect(try RGBAImage(pngData: data) == first)
    }
}

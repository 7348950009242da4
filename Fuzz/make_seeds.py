"""Writes small valid PNGs of every colour type, bit depth and interlace mode into a directory,
as the fuzzer's starting corpus. Needs Pillow (python3 -m pip install pillow)."""
import os, random, struct, sys, zlib
from PIL import Image

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
rng = random.Random(1)

def chunk(t, d):
    return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)

def raw_png(w, h, depth, ctype, interlace, plte=None, trns=None, filt=None, compress=True):
    """A PNG written by hand, so that every bit depth/colour type/filter is covered (Pillow cannot
    write all of them). Rows are random samples; Adam7 passes are laid out as the spec says."""
    ch = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ctype]
    bpp_bits = ch * depth
    passes = [(0, 0, 1, 1)] if not interlace else [(0,0,8,8),(4,0,8,8),(0,4,4,8),(2,0,4,4),(0,2,2,4),(1,0,2,2),(0,1,1,2)]
    data = b""
    for x0, y0, dx, dy in passes:
        pw = (w - x0 + dx - 1) // dx if w > x0 else 0
        ph = (h - y0 + dy - 1) // dy if h > y0 else 0
        if pw == 0 or ph == 0:
            continue
        rb = (pw * bpp_bits + 7) // 8
        for _ in range(ph):
            ftype = rng.randrange(5) if filt is None else filt
            if ctype == 3:
                n = len(plte) // 3
                vals = [rng.randrange(n) for _ in range(pw)]
                bits = "".join(format(v, "0%db" % depth) for v in vals)
                bits += "0" * (rb * 8 - len(bits))
                row = bytes(int(bits[i:i+8], 2) for i in range(0, len(bits), 8))
            else:
                row = bytes(rng.randrange(256) for _ in range(rb))
            data += bytes([ftype]) + row  # filtered bytes are arbitrary: any is a valid encoding
    body = chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, interlace))
    if plte: body += chunk(b"PLTE", plte)
    if trns: body += chunk(b"tRNS", trns)
    body += chunk(b"tEXt", b"Comment\x00seed")
    z = zlib.compress(data, 9) if compress else data
    half = len(z) // 2
    body += chunk(b"IDAT", z[:half]) + chunk(b"IDAT", z[half:])
    # Raw-mode seeds (see PNGDecodeFuzzer.swift) end with an odd byte after IEND.
    return b"\x89PNG\r\n\x1a\n" + body + chunk(b"IEND", b"") + (b"" if compress else b"\x01")

n = 0
for ctype, depths in [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16])]:
    for depth in depths:
        for interlace in (0, 1):
            plte = trns = None
            if ctype == 3:
                k = min(1 << depth, 5)
                plte = bytes(rng.randrange(256) for _ in range(3 * k)); trns = bytes([0, 128])
            elif ctype == 0:
                trns = struct.pack(">H", 1)
            elif ctype == 2:
                trns = struct.pack(">HHH", 1, 2, 3)
            w, h = rng.randrange(1, 12), rng.randrange(1, 12)
            open(os.path.join(out, "seed%03d.png" % n), "wb").write(raw_png(w, h, depth, ctype, interlace, plte, trns))
            open(os.path.join(out, "raw%03d.png" % n), "wb").write(raw_png(w, h, depth, ctype, interlace, plte, trns, compress=False))
            n += 1
for mode in ("RGB", "RGBA", "L", "LA", "P", "1"):
    im = Image.new(mode, (5, 3))
    im.save(os.path.join(out, "pillow_%s.png" % mode))
print("wrote", 2 * n + 6, "seeds to", out)

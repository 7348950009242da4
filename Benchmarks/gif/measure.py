"""Pillow side of the GIF benchmark: encodes the same raw frames with Pillow's median-cut
quantizer + GIF writer, then decodes both GIFs with Pillow and reports ms/frame, bytes and PSNR.
   python3 measure.py WIDTH HEIGHT FRAMES DIR"""
import math, os, statistics, sys, time, io
from PIL import Image

w, h, n, d = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
frames = [Image.frombytes("RGBA", (w, h), open("%s/frame%d.rgba" % (d, i), "rb").read()).convert("RGB") for i in range(n)]

def pillow_encode():
    q = [f.quantize(256, method=Image.Quantize.MEDIANCUT) for f in frames]
    buf = io.BytesIO()
    q[0].save(buf, "GIF", save_all=True, append_images=q[1:], duration=33, loop=0)
    return buf.getvalue()

times = []
for _ in range(3):
    t = time.perf_counter(); data = pillow_encode(); times.append(time.perf_counter() - t)
open("%s/pillow.gif" % d, "wb").write(data)

def psnr(path):
    im = Image.open(path)
    se = 0.0; count = 0
    for i in range(n):
        im.seek(i)
        got = im.convert("RGB").tobytes(); want = frames[i].tobytes()
        se += sum((a - b) * (a - b) for a, b in zip(got, want)); count += len(want)
    mse = se / count
    return 99.0 if mse == 0 else 10 * math.log10(255 * 255 / mse)

label = os.path.basename(os.path.normpath(d))
print("pillow %s: %.1f ms/frame, %d bytes" % (label, statistics.median(times) * 1000 / n, len(data)))
print("PSNR %s: segue %.2f dB, pillow %.2f dB" % (label, psnr("%s/segue.gif" % d), psnr("%s/pillow.gif" % d)))

"""Peer side of the GIF benchmark: encodes the same raw frames with Pillow's median-cut
quantizer + GIF writer and with ffmpeg's two-pass palette encoding (palettegen + paletteuse, one
filter graph), decodes every GIF with Pillow and reports ms/frame, bytes and PSNR, and the sizes
after `gifsicle -O3` when gifsicle is installed.
   python3 measure.py WIDTH HEIGHT FRAMES DIR"""
import math, os, shutil, statistics, subprocess, sys, time, io
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

# ffmpeg: the frames as one raw RGBA stream at 30 fps, palettegen over all of them, then
# paletteuse (its default dithering, sierra2_4a) in the same graph, as its documentation shows.
raw = "%s/all.rgba" % d
with open(raw, "wb") as out:
    for i in range(n):
        out.write(open("%s/frame%d.rgba" % (d, i), "rb").read())
ffmpeg_times = []
for _ in range(3):
    t = time.perf_counter()
    subprocess.run(["ffmpeg", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
                    "-s", "%dx%d" % (w, h), "-r", "30", "-i", raw,
                    "-vf", "split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse",
                    "-loop", "0", "%s/ffmpeg.gif" % d], check=True)
    ffmpeg_times.append(time.perf_counter() - t)
os.remove(raw)
print("ffmpeg %s: %.1f ms/frame, %d bytes" % (label, statistics.median(ffmpeg_times) * 1000 / n,
                                              os.path.getsize("%s/ffmpeg.gif" % d)))
print("PSNR %s: segue %.2f dB, pillow %.2f dB, ffmpeg %.2f dB" % (
    label, psnr("%s/segue.gif" % d), psnr("%s/pillow.gif" % d), psnr("%s/ffmpeg.gif" % d)))
if os.path.exists("%s/segue-session.gif" % d):
    print("PSNR %s: segue-session %.2f dB" % (label, psnr("%s/segue-session.gif" % d)))
if shutil.which("gifsicle"):
    sizes = []
    for name in ["segue", "pillow", "ffmpeg"]:
        subprocess.run(["gifsicle", "-O3", "-o", "%s/%s-O3.gif" % (d, name), "%s/%s.gif" % (d, name)],
                       check=True)
        sizes.append("%s %d" % (name, os.path.getsize("%s/%s-O3.gif" % (d, name))))
    print("gifsicle -O3 %s: %s bytes" % (label, ", ".join(sizes)))

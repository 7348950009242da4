"""The standard frame of issue 4 drawn with Skia's CPU raster backend (skia-python), the same frame
as main.swift draws through SegueRender's Renderer and cairo.c through Cairo. Run by
Benchmarks/raster/run.sh; needs `pip install skia-python`.

Usage: skia_bench.py <scale> <frames> [dump-dir]
  Times each frame in this thread's CPU time (one surface reused, as Cairo's), prints
  "skia <scale>x <w>x<h> median <ms> min <ms>"; with a dump dir writes skia-<scale>x.png there.
"""

import math
import sys
import time

import skia


def rrect(x, y, w, h, r):
    return skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, w, h), r, r)


def frame(canvas, k, paints):
    blue, white, red = paints
    canvas.save()
    canvas.scale(k, k)
    canvas.clear(skia.ColorWHITE)
    for i in range(20):
        canvas.drawRRect(rrect(16, 4 + 40 * i, 390 - 32, 32, 8), blue)
    canvas.drawColor(skia.Color4f(0, 0, 0, 0.4))  # source-over, as Cairo's paint
    # The card: 390×784 at y = 60, scaled 0.95 and rotated 0.05 rad about the screen centre,
    # clipped to its rounded bounds (anti-aliased), drawn as a group at 50% opacity.
    canvas.save()
    canvas.translate(195, 422)
    canvas.rotate(math.degrees(0.05))
    canvas.scale(0.95, 0.95)
    canvas.translate(-195, -422 + 60)
    canvas.clipRRect(rrect(0, 0, 390, 784, 16), skia.ClipOp.kIntersect, True)
    layer = skia.Paint()
    layer.setAlphaf(0.5)
    canvas.saveLayer(None, layer)
    canvas.drawPaint(red)
    for i in range(10):
        canvas.drawRRect(rrect(24, 24 + 70 * i, 390 - 48, 56, 12), white)
    canvas.restore()
    canvas.restore()
    canvas.restore()


def main():
    k = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    frames = max(1, int(sys.argv[2]) if len(sys.argv) > 2 else 30)
    dump = sys.argv[3] if len(sys.argv) > 3 else None
    w, h = 390 * k, 844 * k
    surface = skia.Surface(w, h)
    canvas = surface.getCanvas()
    paints = (
        skia.Paint(AntiAlias=True, Color4f=skia.Color4f(0, 0, 1, 0.9)),
        skia.Paint(AntiAlias=True, Color4f=skia.Color4f(1, 1, 1, 0.8)),
        skia.Paint(AntiAlias=True, Color4f=skia.Color4f(1, 0, 0, 1)),
    )
    times = []
    for f in range(-1, frames):  # frame -1 warms up
        t0 = time.thread_time_ns()
        frame(canvas, k, paints)  # a raster canvas draws at once: nothing to flush
        if f >= 0:
            times.append((time.thread_time_ns() - t0) / 1e6)
    times.sort()
    print(f"skia {k}x {w}x{h} median {times[len(times) // 2]:.3f} min {times[0]:.3f}")
    if dump:
        surface.makeImageSnapshot().save(f"{dump}/skia-{k}x.png", skia.kPNG)


main()

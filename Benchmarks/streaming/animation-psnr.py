# PSNR of animations (GIF, APNG…) against a lossless reference animation, every frame decoded
# by Pillow: python3 animation-psnr.py reference.apng candidate.gif [more.gif …]
import sys, math
from PIL import Image, ImageSequence
import numpy as np
def frames(path):
    im = Image.open(path)
    return [np.asarray(f.convert('RGB'), dtype=np.float64) for f in ImageSequence.Iterator(im)]
ref = frames(sys.argv[1])
for p in sys.argv[2:]:
    fs = frames(p)
    n = min(len(fs), len(ref))
    se = sum(((a - b) ** 2).sum() for a, b in zip(fs[:n], ref[:n])); cnt = sum(a.size for a in fs[:n])
    mse = se / cnt
    worst = min(10*math.log10(255**2/max(((a-b)**2).mean(),1e-12)) for a,b in zip(fs[:n],ref[:n]))
    print(p, len(fs), 'frames', 'PSNR %.2f dB' % (10*math.log10(255**2/mse)), 'worst frame %.2f dB' % worst)

#!/usr/bin/env bash
# PNG benchmark: `RGBAImage.pngData()` (the Benchmarks package's PNGBenchmark target, on the main
# package's SegueCodecs, built in release) on one core and on every core, against Pillow's
# `save(format="PNG", compress_level=6)` on the same pixels, for gallery filmstrips (the largest
# PNGs Segue writes: 18 frames of a 2× recording, about 4,800 × 5,300 pixels).
#   Benchmarks/png/measure.sh [runs] [demo ...]   (default 5 runs; seed002-zoom explode page-curl)
# Needs python3 with Pillow. Prints, per filmstrip: size, ms (median), bytes for each encoder.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-5}"; shift || true
demos=("$@"); [ ${#demos[@]} -gt 0 ] || demos=(seed002-zoom explode page-curl)
out=.build/png-bench
mkdir -p "$out"
swift build -c release --product segue >/dev/null
swift build --package-path Benchmarks -c release --product PNGBenchmark >/dev/null
bench="$(swift build --package-path Benchmarks -c release --show-bin-path)/PNGBenchmark"
only=(); for d in "${demos[@]}"; do only+=(--only "$d"); done
.build/release/segue gallery --out "$out/gallery" --scale 2 "${only[@]}" >/dev/null
cores=$(nproc)
printf '| filmstrip | pixels | Segue, 1 core | Segue, %s cores | Pillow (1 core) | Segue bytes | Pillow bytes |\n|---|---|---:|---:|---:|---:|---:|\n' "$cores"
for d in "${demos[@]}"; do
  f="$out/gallery/$d-filmstrip.png"
  one=$(taskset -c 0 "$bench" "$f" "$runs" "$out/$d.png")
  all=$("$bench" "$f" "$runs")
  pil=$(python3 - "$f" "$runs" <<'PY'
import io, sys, time
from PIL import Image
im = Image.open(sys.argv[1]); im.load()
times, size = [], 0
for _ in range(int(sys.argv[2])):
    buf = io.BytesIO(); t = time.perf_counter()
    im.save(buf, format="PNG", compress_level=6)
    times.append((time.perf_counter() - t) * 1000); size = buf.tell()
print("%.1f %d" % (sorted(times)[len(times) // 2], size))
PY
)
  set -- $one; px=$1; t1=$2; bytes=$4; [ "$6" = round-trips ] || echo "warning: $d does not round-trip" >&2
  set -- $all; tall=$2
  set -- $pil
  printf '| %s | %s | %s ms | %s ms | %s ms | %s | %s |\n' "$d" "$px" "$t1" "$tall" "$1" "$bytes" "$2"
done

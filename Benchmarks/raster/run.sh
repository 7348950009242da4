#!/usr/bin/env bash
# Issue 4's standard frame, rendered by SegueRender (Renderer over a CALayer tree), by Cairo and by
# Skia (skia-python's CPU raster), at 1×, 2× and 3×, side by side in one run; plus the
# memory-bandwidth floor.
#
# Usage: Benchmarks/raster/run.sh [frames] [rounds] [part]   (defaults 40, 3 and all; part: all, raster or gif)
#
# The gif part: 30 frames of the standard frame sliding up into place (1×), encoded by GIFEncoder and
# by Pillow (Benchmarks/gif/measure.py: median-cut quantize, then save), with ms per frame, bytes and
# PSNR against the source frames; needs python3 with Pillow.
#
# Each round runs, per scale, Segue then Cairo back to back (median of `frames` frames of per-thread
# CPU time, one core), then both again split over two threads (wall-clock median). The table reports,
# per scale, the median over rounds of those medians and the ratio Segue / Cairo (< 1: Segue faster).
# Skia is timed on one core only, right after Cairo (skia_bench.py: this thread's CPU time, one
# surface reused); the table adds its median and the ratio Segue / Skia.
# Cairo comes from `libcairo2-dev`, installed here if missing: it is never a dependency of Segue.
# Skia comes from `pip install skia-python`, installed here if missing (nor is it a dependency).
# The Swift side is built from a scratch copy of the package with one extra executable target, so the
# package itself carries no benchmark code. Images and the pixel comparison land in $out.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
frames="${1:-40}"
rounds="${2:-3}"
part="${3:-all}"
work="${TMPDIR:-/tmp}/segue-raster-bench-$(printf %s "$root" | cksum | cut -d' ' -f1)"
out="$work/out"

if ! pkg-config --exists cairo; then
    apt-get install -y libcairo2-dev >/dev/null || { apt-get update >/dev/null && apt-get install -y libcairo2-dev >/dev/null; }
fi

python3 -c "import skia" 2>/dev/null || pip install skia-python >/dev/null

mkdir -p "$work" "$out"
rm -rf "$work/Sources" "$work/Tests" "$work/Fuzz"
cp -Rp "$root/Sources" "$work/Sources"      # -p keeps modification times: incremental rebuilds
cp -Rp "$root/Tests" "$work/Tests"
cp -Rp "$root/Fuzz" "$work/Fuzz"            # the manifest's fuzzer target lives there
mkdir -p "$work/Sources/RasterBench"
cp -p "$root/Benchmarks/raster/main.swift" "$work/Sources/RasterBench/main.swift"
sed -e 's#^    targets: \[#    targets: [\n        .executableTarget(name: "RasterBench", dependencies: ["SegueRender"]),#' \
    "$root/Package.swift" > "$work/Package.swift.new"
cmp -s "$work/Package.swift.new" "$work/Package.swift" 2>/dev/null || mv "$work/Package.swift.new" "$work/Package.swift"
(cd "$work" && swift build -c release --product RasterBench 2>&1 | grep -E "error|warning" || true)
cc -O2 -o "$work/cairo-bench" "$root/Benchmarks/raster/cairo.c" $(pkg-config --cflags --libs cairo) -lpthread -lm
cc -O2 -o "$work/membw" "$root/Benchmarks/raster/membw.c"
segue="$work/.build/release/RasterBench"
cairo="$work/cairo-bench"
skia=(python3 "$root/Benchmarks/raster/skia_bench.py")

if [ "$part" != raster ]; then
    echo "== GIF: 30 frames of the standard frame sliding up, 390×844, GIFEncoder vs Pillow"
    mkdir -p "$out/gif"
    "$segue" gif 30 "$out/gif"
    python3 "$root/Benchmarks/gif/measure.py" 390 844 30 "$out/gif"
    [ "$part" = gif ] && exit 0
fi

echo "== pixel comparison (images in $out)"
for k in 1 2 3; do
    "$cairo" "$k" 1 1 "$out" >/dev/null
    "${skia[@]}" "$k" 1 "$out" >/dev/null
    "$segue" "$k" 1 1 "$out" | grep compare
done

bandwidth=$("$work/membw" | awk '{print $2}')
echo "== memcpy bandwidth: $bandwidth GB/s"

log="$work/times.txt"
: > "$log"
for round in $(seq "$rounds"); do
    for k in 1 2 3; do
        for threads in 1 2; do
            "$segue" "$k" "$frames" "$threads" | sed "s/^/t$threads /" >> "$log"
            "$cairo" "$k" "$frames" "$threads" | sed "s/^/t$threads /" >> "$log"
            if [ "$threads" = 1 ]; then "${skia[@]}" "$k" "$frames" | sed "s/^/t1 /" >> "$log"; fi
        done
    done
done

echo "== $rounds rounds × $frames frames, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
awk -v bw="$bandwidth" '
    { key = $1 " " $2 " " $3; size[$3] = $4; n[key]++; v[key, n[key]] = $6 }
    function median(key,   i, j, t, m, a) {
        m = n[key]; for (i = 1; i <= m; i++) a[i] = v[key, i]
        for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
        return m % 2 ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2
    }
    END {
        printf "| scale | pixels | Segue 1 core (ms) | Cairo 1 core (ms) | Segue/Cairo | Skia 1 core (ms) | Segue/Skia | Segue 2 threads (ms) | Cairo 2 threads (ms) | Segue/Cairo | floor (ms) | Segue 1 core / floor |\n"
        printf "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
        split("1x 2x 3x", scales, " ")
        for (s = 1; s <= 3; s++) {
            k = scales[s]; split(size[k], wh, "x")
            floor_ms = wh[1] * wh[2] * 4 / (bw * 1e9) * 1e3
            s1 = median("t1 segue " k); c1 = median("t1 cairo " k); k1 = median("t1 skia " k)
            s2 = (n["t2 segue " k] ? median("t2 segue " k) : 0); c2 = median("t2 cairo " k)
            printf "| %s | %s | %.2f | %.2f | %.2f | %.2f | %.2f | %s | %.2f | %s | %.3f | %.1f |\n", k, size[k], s1, c1, s1 / c1, k1, s1 / k1,
                   (s2 ? sprintf("%.2f", s2) : "–"), c2, (s2 ? sprintf("%.2f", s2 / c2) : "–"), floor_ms, s1 / floor_ms
        }
    }' "$log"

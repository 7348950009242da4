#!/usr/bin/env bash
# GIF benchmark: GIFEncoder (the Benchmarks package's GIFBenchmark target, on the main package's
# SegueCodecs, built in release) against Pillow's median-cut quantize + GIF save and ffmpeg's
# two-pass palette encoding (palettegen + paletteuse), with gifsicle -O3 sizes, on a synthetic UI
# scene at 390×844 and 780×1688, and the same scene over a background gradient (thousands of
# colours) at 390×844.
#   Benchmarks/gif/measure.sh [frames]     (default 24; needs python3 with Pillow, and ffmpeg;
#                                           gifsicle is used when installed)
#   GIF_THREADS=1 Benchmarks/gif/measure.sh   one encoding thread (default 0: one per processor)
# Prints ms/frame (median of 3 runs), bytes and PSNR (RGB, all frames, decoded by Pillow), and
# the size and PSNR of the same frames written through GIFSession (untimed).
set -euo pipefail
cd "$(dirname "$0")/../.."
frames="${1:-24}"
out=.build/gif-bench
mkdir -p "$out"
swift build --package-path Benchmarks -c release --product GIFBenchmark
bench="$(swift build --package-path Benchmarks -c release --show-bin-path)/GIFBenchmark"
for size in "390 844" "780 1688" "390 844 gradient"; do
  set -- $size
  dir="$out/$1x$2${3:-}"; mkdir -p "$dir"
  "$bench" "$1" "$2" "$frames" "$dir" ${3:-}
  python3 Benchmarks/gif/measure.py "$1" "$2" "$frames" "$dir"
done

#!/usr/bin/env bash
# Times the raster core against Cairo on the same UI frame, at 2× and 3×.
# Usage: Benchmarks/raster/run.sh [frames]   (needs libcairo2-dev for the Cairo side)
# The Swift side is built from a scratch copy of the package with one extra executable target,
# so the package itself carries no benchmark code.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="${TMPDIR:-/tmp}/segue-raster-bench"
frames="${1:-30}"
rm -rf "$work/Sources"
mkdir -p "$work"
rm -rf "$work/Tests"
cp -R "$root/Sources" "$work/Sources"
cp -R "$root/Tests" "$work/Tests"
mkdir -p "$work/Sources/RasterBench"
cp "$root/Benchmarks/raster/main.swift" "$work/Sources/RasterBench/main.swift"
sed -e 's#^    targets: \[#    targets: [\n        .executableTarget(name: "RasterBench", dependencies: ["SegueRender"]),#' \
    "$root/Package.swift" > "$work/Package.swift"
(cd "$work" && swift build -c release --product RasterBench 2>&1 | grep -E "error|warning" || true)
cc -O2 -o "$work/cairo-bench" "$root/Benchmarks/raster/cairo.c" $(pkg-config --cflags --libs cairo) -lm
"$work/.build/release/RasterBench" "$frames"
"$work/cairo-bench" "$frames"

#!/usr/bin/env bash
# Times SegueRender's backdrop blur kernel (Sources/SegueRender/Compositor/BackdropBlur.swift) on a
# full iPhone screen at 2× and 3×, compiled with -O together with SegueCodecs' InterleavedWork and
# GaussianBlur.boxWidths (extracted from the package sources), so it measures the package's code.
# Usage: Benchmarks/backdrop-blur/run.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$root/Sources/SegueRender/Compositor/BackdropBlur.swift" "$work/"
cp "$root/Sources/SegueCodecs/Support/InterleavedWork.swift" "$work/"
{
    echo "import Foundation"
    echo "enum GaussianBlur {"
    sed -n '/static func boxWidths/,/^    }/p' "$root/Sources/SegueRender/Compositor/GaussianBlur.swift"
    echo "}"
} > "$work/shim.swift"
cp "$(dirname "$0")/main.swift" "$work/main.swift"
swiftc -O -package-name bench -swift-version 6 "$work"/shim.swift "$work"/BackdropBlur.swift \
    "$work"/InterleavedWork.swift "$work"/main.swift -o "$work/bench"
"$work/bench"

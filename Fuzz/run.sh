#!/usr/bin/env bash
# Builds the libFuzzer harness for Bitmap(pngData:) with AddressSanitizer and runs it.
#   Fuzz/run.sh [seconds]   (default 600; corpus and crashes go under .build/fuzz/)
# Needs python3 with Pillow for the seed corpus. Any crash, leak or timeout is written to
# .build/fuzz/artifacts/ and must become a regression test in Tests/SegueRenderTests/PNGFuzzRegressionTests.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
out=.build/fuzz
mkdir -p "$out/corpus" "$out/artifacts"
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name SegueFuzz -package-name SegueFuzz \
  -I Sources/CZlib -lz \
  Fuzz/PNGDecodeFuzzer.swift Fuzz/PixelRectStandIn.swift Benchmarks/gif/CompositorStandIn.swift \
  Sources/SegueRender/Compositor/Bitmap.swift Sources/SegueRender/Codecs/*.swift \
  -o "$out/png-decode-fuzzer"
if [ -z "$(ls -A "$out/corpus")" ]; then python3 Fuzz/make_seeds.py "$out/corpus"; fi
"$out/png-decode-fuzzer" "$out/corpus" -artifact_prefix="$out/artifacts/" \
  -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1

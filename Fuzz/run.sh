#!/usr/bin/env bash
# Builds the libFuzzer harness for RGBAImage(pngData:) (the PNGDecodeFuzzer target, on SegueCodecs)
# with AddressSanitizer and runs it.
#   Fuzz/run.sh [seconds]   (default 600; corpus and crashes go under .build/fuzz/)
# Needs python3 with Pillow for the seed corpus; the checked-in regression inputs join the corpus.
# Any crash, leak or timeout is written to .build/fuzz/artifacts/ and must become a regression
# test: turn it into the PNG the decoder saw and check it in beside the others, e.g.
#   swift run PNGDecodeFuzzer --prepare .build/fuzz/artifacts/crash-… \
#     Tests/SegueCodecsTests/PNGFuzzRegressions/<what-it-is>.png
# then PNGFuzzRegressionTests (Tests/SegueCodecsTests/PNGFuzzRegressionTests.swift) decodes it.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
out=.build/fuzz
mkdir -p "$out/corpus" "$out/artifacts"
# Its own scratch path: the sanitizer flags would otherwise invalidate the normal build.
swift build -c release --scratch-path .build/fuzz-build --product PNGDecodeFuzzer \
  --sanitize=fuzzer --sanitize=address -Xswiftc -DSEGUE_LIBFUZZER
fuzzer="$(swift build -c release --scratch-path .build/fuzz-build --show-bin-path)/PNGDecodeFuzzer"
if [ -z "$(ls -A "$out/corpus")" ]; then
  python3 Fuzz/make_seeds.py "$out/corpus"
  for f in Tests/SegueCodecsTests/PNGFuzzRegressions/*.png; do cp "$f" "$out/corpus/regression-$(basename "$f")"; done
fi
"$fuzzer" "$out/corpus" -artifact_prefix="$out/artifacts/" \
  -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1

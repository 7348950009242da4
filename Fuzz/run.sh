#!/usr/bin/env bash
# Builds the libFuzzer harness for RGBAImage(pngData:) (the PNGDecodeFuzzer target, on SegueCodecs)
# with coverage instrumentation and AddressSanitizer (Fuzz/build.sh) and runs it.
#   Fuzz/run.sh [seconds]   (default 600; corpus and crashes go under .build/fuzz/)
# Needs python3 with Pillow for the seed corpus; the checked-in regression inputs join the corpus.
#
# Coverage is verified, not assumed: Fuzz/smoke.sh (run by .ci/run) fuzzes for 20 s and fails
# unless libFuzzer reports cov: > 0 and adds new units to a copy of the seeds, and fails on
# libFuzzer's "no interesting inputs ... instrumented for coverage?" warning. By hand, the object
# files must have __sancov_* sections and reference __asan_* symbols:
#   o=.build/fuzz-build/x86_64-unknown-linux-gnu/release/SegueCodecs.build/PNGDecoder.swift.o
#   readelf -SW "$o" | grep __sancov; nm "$o" | grep ' U __asan_'
# and this run's log must show `INITED cov: N` with N > 0 and `NEW` lines as the corpus grows.
# A second run continues from the corpus it left (.build/fuzz/corpus); delete it to start afresh.
#
# Any crash, leak or timeout is written to .build/fuzz/artifacts/ and must become a regression
# test: turn it into the PNG the decoder saw and check it in beside the others, e.g.
#   swift run PNGDecodeFuzzer --prepare .build/fuzz/artifacts/crash-… \
#     Tests/SegueCodecsTests/PNGFuzzRegressions/<what-it-is>.png
# then PNGFuzzRegressionTests (Tests/SegueCodecsTests/PNGFuzzRegressionTests.swift) decodes it.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -gt 1 ] || { [ $# -eq 1 ] && ! [[ "$1" =~ ^[1-9][0-9]*$ ]]; }; then
  echo "usage: Fuzz/run.sh [seconds]   (a whole number ≥ 1; default 600)" >&2
  exit 2
fi
seconds="${1:-600}"
out=.build/fuzz
mkdir -p "$out/corpus" "$out/artifacts"
fuzzer="$(Fuzz/build.sh PNGDecodeFuzzer)"
if [ -z "$(ls -A "$out/corpus")" ]; then
  python3 Fuzz/make_seeds.py "$out/corpus"
  for f in Tests/SegueCodecsTests/PNGFuzzRegressions/*.png; do
    cp "$f" "$out/corpus/regression-$(basename "$f")"
  done
fi
echo "corpus before: $(find "$out/corpus" -type f | wc -l) units"
status=0
# Without Swift's crash handler a trap (precondition, overflow, bounds) reaches libFuzzer: with it,
# the handler takes the SIGILL (libFuzzer leaves a signal alone that already has a handler), so
# no artifact is written, or ASan blames the backtracer reading memory (CrashHandlerLinux.cpp).
SWIFT_BACKTRACE=enable=no /usr/bin/time -f "wall %e s, user %U s, max RSS %M KB" \
  "$fuzzer" "$out/corpus" -artifact_prefix="$out/artifacts/" \
  -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 ||
  status=$?
echo "corpus after: $(find "$out/corpus" -type f | wc -l) units"
exit "$status"

#!/usr/bin/env bash
# CI's fuzz smoke step: builds every coverage-guided fuzzer (Fuzz/build.sh: libFuzzer coverage and
# AddressSanitizer) and fuzzes each briefly from a fresh copy of its seeds. It fails, naming the
# fuzzer, unless libFuzzer
#   - exits 0 (no crash, leak or timeout; the input is kept in .build/fuzz-smoke/PRODUCT/artifacts),
#   - never says "no interesting inputs were found ... Is the code instrumented for coverage?",
#   - loads coverage counters (`Loaded 1 modules (N inline 8-bit counters)`, N > 0),
#   - reports coverage: `INITED cov: N` and a final `cov: N` with N > 0,
#   - finds new inputs: `#N NEW` lines, and the corpus folder holds more files than the seeds.
# So it cannot pass on a fuzzer built without coverage (which explores nothing new).
#   Fuzz/smoke.sh [seconds-per-fuzzer]   (default 20)
# FUZZ_SCRATCH_PATH=dir builds in dir (see Fuzz/build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

# One line per coverage-guided fuzzer: PRODUCT SEED-FOLDER [libFuzzer options…]
fuzzers=(
  "PNGDecodeFuzzer Tests/SegueCodecsTests/PNGFuzzRegressions -max_len=8192"
  "JPEGDecodeFuzzer Tests/SegueCodecsTests/JPEGFuzzSeeds -max_len=8192"
)

if [ $# -gt 1 ] || { [ $# -eq 1 ] && ! [[ "$1" =~ ^[1-9][0-9]*$ ]]; }; then
  echo "usage: Fuzz/smoke.sh [seconds-per-fuzzer]   (a whole number ≥ 1; default 20)" >&2
  exit 2
fi
seconds="${1:-20}"
failed=0

fail() {
  echo "FUZZ SMOKE FAILED: $1: ${*:2}" >&2
  bad=1
  failed=1
}

for entry in "${fuzzers[@]}"; do
  read -r product seeds options <<<"$entry"
  bad=0
  dir=".build/fuzz-smoke/$product"
  rm -rf "$dir"
  mkdir -p "$dir/corpus" "$dir/artifacts"
  fuzzer="$(Fuzz/build.sh "$product")"
  cp "$seeds"/* "$dir/corpus/"
  before=$(find "$dir/corpus" -type f | wc -l)
  echo "fuzz smoke: $product for $seconds s from $before seeds ($seeds)"
  status=0
  # SWIFT_BACKTRACE=enable=no: Swift's crash handler would take a trap's SIGILL (libFuzzer leaves
  # a signal alone that has a handler already), so libFuzzer would write no artifact, or blame the
  # backtracer when ASan catches it reading memory; without it, libFuzzer reports a deadly signal.
  # shellcheck disable=SC2086  # options are words on purpose
  SWIFT_BACKTRACE=enable=no "$fuzzer" "$dir/corpus" -artifact_prefix="$dir/artifacts/" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 $options \
    >"$dir/log" 2>&1 || status=$?
  after=$(find "$dir/corpus" -type f | wc -l)
  counters=$(grep -oE '[0-9]+ inline 8-bit counters' "$dir/log" | head -1 | grep -oE '^[0-9]+' ||
    true)
  initial=$(grep -E '^#[0-9]+[[:space:]]+INITED' "$dir/log" | grep -oE 'cov: [0-9]+' | head -1 |
    grep -oE '[0-9]+' || true)
  final=$(grep -oE '[[:space:]]cov: [0-9]+' "$dir/log" | tail -1 | grep -oE '[0-9]+' || true)
  ft=$(grep -oE '[[:space:]]ft: [0-9]+' "$dir/log" | tail -1 | grep -oE '[0-9]+' || true)
  new=$(grep -cE '^#[0-9]+[[:space:]]+NEW[[:space:]]' "$dir/log" || true)
  runs=$(grep -oE 'stat::number_of_executed_units: [0-9]+' "$dir/log" | grep -oE '[0-9]+$' || true)
  echo "  exit $status, ${counters:-no} coverage counters," \
    "cov ${initial:-none} -> ${final:-none}, ft ${ft:-none}, $new NEW," \
    "corpus $before -> $after files, ${runs:-?} runs (log: $dir/log)"

  [ "$status" -eq 0 ] || fail "$product" "libFuzzer exited $status (crash, leak or timeout?);" \
    "the input is in $dir/artifacts/, the log in $dir/log"
  if grep -qE 'no interesting inputs were found|instrumented for coverage' "$dir/log"; then
    fail "$product" "libFuzzer says the code is not instrumented for coverage:" \
      "$(grep -E 'no interesting inputs were found|instrumented for coverage' "$dir/log" | head -1)"
  fi
  [ "${counters:-0}" -gt 0 ] ||
    fail "$product" "no coverage counters loaded (built without -sanitize=fuzzer?)"
  [ "${initial:-0}" -gt 0 ] ||
    fail "$product" "no coverage after loading the seeds (INITED cov: ${initial:-missing})"
  [ "${final:-0}" -gt 0 ] || fail "$product" "no coverage reported (cov: ${final:-missing})"
  [ "$new" -gt 0 ] || fail "$product" "no new inputs found (no '#N NEW' line)"
  [ "$after" -gt "$before" ] ||
    fail "$product" "the corpus did not grow ($before seeds, $after files after)"
  if [ "$bad" -ne 0 ]; then
    if grep -qE '^==[0-9]+== ?ERROR' "$dir/log"; then
      grep -m1 -A14 -E '^==[0-9]+== ?ERROR' "$dir/log" >&2
      grep -E '^SUMMARY|Test unit written' "$dir/log" >&2 || true
    else
      tail -15 "$dir/log" >&2
    fi
  fi
done

if [ "$failed" -ne 0 ]; then
  echo "FUZZ SMOKE FAILED (see above; built by Fuzz/build.sh)" >&2
  exit 1
fi
echo "fuzz smoke: every fuzzer has coverage and finds new inputs"

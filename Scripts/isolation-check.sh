#!/usr/bin/env bash
# Isolation evidence (issue 20 §1): a package of five animators as a team writes them (one correct,
# four broken: a cancelled interactive dismissal that never completes, a screen that ends 20 pt
# low, the black screen of a .custom dismissal, a context kept in a property), tested with
# SegueTesting. Each broken animator must fail only its own tests: the run is made once serially
# (--no-parallel) and RUNS times with Swift Testing's default parallel run, and every run must
# give exactly the serial results, test by test; the serial results must be the expected ones.
#
# The same animators run under XCTest too (FiveAnimatorsXCTests: the stuck one, then the correct
# one). Usage: Scripts/isolation-check.sh [RUNS]     (default 20)
#   KIT_E2E_SCRATCH  build folder shared with Scripts/kit-end-to-end.sh (default .build-kit-e2e)
#   KIT_E2E_KEEP=1   keep the temporary package and the logs
set -euo pipefail

RUNS="${1:-20}"
case "$RUNS" in
  '' | *[!0-9]* | 0)
    echo "usage: Scripts/isolation-check.sh [RUNS]   (RUNS: a positive whole number, default 20)" >&2
    exit 64
    ;;
esac
REPO="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=Scripts/lib/kit-package.sh
source "$REPO/Scripts/lib/kit-package.sh"
SCRATCH="${KIT_E2E_SCRATCH:-$REPO/.build-kit-e2e}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/segue-isolation.XXXXXX")"
# The same package name and dependencies as the kit's end-to-end package, so the scratch folder's
# build of Segue is reused.
PKG="$WORK/KitExample"
START=$SECONDS
KEEP="${KIT_E2E_KEEP:-0}"
cleanup() { if [ "$KEEP" = 1 ]; then echo "isolation: kept $WORK"; else rm -rf "$WORK"; fi; }
trap cleanup EXIT
unset SNAPSHOT_TESTING_RECORD

mkdir -p "$PKG/Tests/KitExampleTests"
write_kit_manifest "$PKG/Package.swift" OpenUIKit SegueTesting
cp "$REPO"/Scripts/isolation-check/*.swift "$PKG/Tests/KitExampleTests/"

# The outcome of every test of a run, one "name passed|failed" line each, sorted: Swift
# Testing's "✔ Test name() passed" lines and XCTest's "Test Case 'Class.name' passed" lines.
outcomes() {
  {
    { grep -E '^(✔|✘) Test [A-Za-z0-9_]+\(\) (passed|failed)' "$1" || true; } \
      | sed -E 's/^(✔|✘) Test ([A-Za-z0-9_]+)\(\) (passed|failed).*/\2 \3/'
    { grep -E "^Test Case '[A-Za-z0-9_]+\.[A-Za-z0-9_]+' (passed|failed)" "$1" || true; } \
      | sed -E "s/^Test Case '[A-Za-z0-9_]+\.([A-Za-z0-9_]+)' (passed|failed).*/\1 \2/"
  } | sort
}

run() { # $1: log name; the rest: extra swift test arguments
  local log="$WORK/$1.log"
  shift
  (cd "$PKG" && swift test --scratch-path "$SCRATCH" "$@") >"$log" 2>&1 || true
  echo "$log"
}

# Build, and record the references (the recording run fails, as the library's does).
record="$(run record)"
if ! grep -q "Build complete" "$record"; then
  echo "isolation: the build failed:"
  tail -40 "$record"
  exit 1
fi
serial="$(run serial --skip-build --no-parallel)"
outcomes "$serial" >"$WORK/serial.txt"
expected="cancelledDismissalComesBack failed
contextKeeperIsHealthy failed
customCardDismisses failed
lowSlideFilmstrip passed
lowSlideIsHealthy failed
slideFilmstrip passed
slideIsHealthy passed
slideTimeline passed
test1_cancelledDismissalComesBack failed
test2_slideTimelineAfterIt passed"
if [ "$(cat "$WORK/serial.txt")" != "$expected" ]; then
  echo "isolation: FAIL: the serial run's results are not the expected ones:"
  diff <(echo "$expected") "$WORK/serial.txt" || true
  tail -60 "$serial"
  KEEP=1
  exit 1
fi
echo "isolation: serial run: $(grep -c passed "$WORK/serial.txt") passed, $(grep -c failed "$WORK/serial.txt") failed, as expected"

differing=0
for k in $(seq 1 "$RUNS"); do
  log="$(run "parallel-$k" --skip-build)"
  outcomes "$log" >"$WORK/parallel-$k.txt"
  if ! cmp -s "$WORK/serial.txt" "$WORK/parallel-$k.txt"; then
    differing=$((differing + 1))
    echo "isolation: parallel run $k differs from the serial run:"
    diff "$WORK/serial.txt" "$WORK/parallel-$k.txt" || true
    KEEP=1
  fi
done
echo "isolation: $RUNS parallel runs, $differing differing from the serial run"

# Sharding (Scripts/shard-tests.sh) on the same package: three shards run every test exactly once,
# with the same outcomes as the serial run.
sharded=0
: >"$WORK/shards.txt"
for k in 0 1 2; do
  log="$WORK/shard-$k.log"
  (cd "$PKG" && "$REPO/Scripts/shard-tests.sh" --shards 3 --index "$k" -- --skip-build \
    --scratch-path "$SCRATCH") >"$log" 2>&1 || true
  outcomes "$log" >>"$WORK/shards.txt"
done
if diff <(sort "$WORK/shards.txt") "$WORK/serial.txt" >/dev/null; then
  echo "isolation: 3 shards ran every test exactly once, with the serial outcomes"
else
  sharded=1
  echo "isolation: FAIL: the 3 shards' tests differ from the serial run:"
  diff <(sort "$WORK/shards.txt") "$WORK/serial.txt" || true
  KEEP=1
fi
echo "isolation: $((SECONDS - START)) s in all"
if [ "$differing" -eq 0 ] && [ "$sharded" -eq 0 ]; then echo "isolation: PASS"; else echo "isolation: FAIL"; exit 1; fi

#!/usr/bin/env bash
# The transition fuzzer's long run (issue 12 §1): TransitionFuzzer over many seeds, each seed
# printed, the engine's invariants checked after every operation; exits 1 on any violation.
#   Scripts/fuzz-transitions.sh [seeds] [operations-per-seed] [first-seed] [debug|release]
# Default: 2,000 seeds × 500 operations = 1,000,000 operations from seed 1, in release.
# SCRATCH_PATH=dir builds in dir instead of .build (e.g. beside a debug build in use).
# Replay a failing seed with its trace:
#   swift run FuzzTransitions --first SEED --seeds 1 --operations N --trace 200
set -euo pipefail
cd "$(dirname "$0")/.."
seeds="${1:-2000}"
operations="${2:-500}"
first="${3:-1}"
configuration="${4:-release}"
scratch=(--scratch-path "${SCRATCH_PATH:-.build}")
swift build -c "$configuration" "${scratch[@]}" --product FuzzTransitions
bin="$(swift build -c "$configuration" "${scratch[@]}" --show-bin-path)/FuzzTransitions"
echo "command: $0 $seeds $operations $first $configuration ($(swift --version 2>&1 | head -1))"
/usr/bin/time -f "wall %e s, user %U s, max RSS %M KB" \
  "$bin" --first "$first" --seeds "$seeds" --operations "$operations"

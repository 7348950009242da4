#!/usr/bin/env bash
# Builds a coverage-guided fuzzer (an executable target whose LLVMFuzzerTestOneInput is compiled
# under -DSEGUE_LIBFUZZER) with libFuzzer's coverage instrumentation and AddressSanitizer, in
# release, and prints the path of the binary. Used by Fuzz/run.sh and Fuzz/smoke.sh.
#   Fuzz/build.sh PRODUCT
# FUZZ_SCRATCH_PATH=dir builds in dir instead of .build/fuzz-build (its own scratch path: the
# sanitizer flags would otherwise invalidate the normal build).
#
# The sanitizers go to swiftc as ONE flag, -sanitize=fuzzer,address. Given as two flags
# (-sanitize=fuzzer -sanitize=address, which is what `swift build --sanitize=fuzzer
# --sanitize=address` passes), swiftc 6.3 keeps only the last: AddressSanitizer without coverage,
# so libFuzzer runs blind ("no interesting inputs were found so far. Is the code instrumented for
# coverage?"). `--sanitize=fuzzer` is still given to SwiftPM, and comes first on swiftc's command
# line, so that SwiftPM links libFuzzer's `main` rather than the target's renamed one; the
# -Xswiftc flag after it is the one swiftc keeps. Fuzz/smoke.sh fails when coverage is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ne 1 ] || [[ "$1" == -* ]]; then
  echo "usage: Fuzz/build.sh PRODUCT   (e.g. PNGDecodeFuzzer; prints the fuzzer binary's path)" >&2
  exit 2
fi
product="$1"
scratch=(--scratch-path "${FUZZ_SCRATCH_PATH:-.build/fuzz-build}")
swift build -c release "${scratch[@]}" --product "$product" \
  --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -DSEGUE_LIBFUZZER >&2
echo "$(swift build -c release "${scratch[@]}" --show-bin-path)/$product"

#!/usr/bin/env bash
# segue port's speed (issue 22: 5,000 lines in under 2 s): the corpus's before files copied into
# 20 folders (5,320 lines), ported in one run of the release segue-port, five times; prints each
# run's wall time and the median. Run from the repository root:
#   bash Benchmarks/port/measure.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product segue-port >/dev/null
tool=.build/release/segue-port
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for i in $(seq 1 20); do
  mkdir -p "$work/src/copy$i"
  cp Tests/SeguePortTests/Corpus/Before/*.swift Tests/SeguePortTests/Corpus/Reported/*.swift "$work/src/copy$i/"
done
lines=$(cat "$work"/src/copy*/*.swift | wc -l)
files=$(ls "$work"/src/copy*/*.swift | wc -l)
echo "input: $files files, $lines lines"
times=()
for run in 1 2 3 4 5; do
  rm -rf "$work/out"
  start=$(date +%s.%N)
  "$tool" "$work/src" --out "$work/out" >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  t=$(echo "$end - $start" | bc)
  times+=("$t")
  echo "run $run: ${t} s"
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
echo "median: ${median} s for $lines lines"

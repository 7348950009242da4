#!/usr/bin/env bash
# segue port's speed (issue 22: 5,000 lines in under 2 s): the corpus's before and reported files
# copied into as many folders as make 5,000 lines, ported in one run of the release segue-port,
# five times; prints each run's wall-clock and CPU (user + system) time and the medians.
# Run from the repository root:
#   bash Benchmarks/port/measure.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product segue-port >/dev/null
tool=.build/release/segue-port
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# As many copies as make 5,000 lines or more.
per_copy=$(cat Tests/SeguePortTests/Corpus/Before/*.swift Tests/SeguePortTests/Corpus/Reported/*.swift | wc -l)
copies=$(( (5000 + per_copy - 1) / per_copy ))
for i in $(seq 1 "$copies"); do
  mkdir -p "$work/src/copy$i"
  cp Tests/SeguePortTests/Corpus/Before/*.swift Tests/SeguePortTests/Corpus/Reported/*.swift "$work/src/copy$i/"
done
lines=$(cat "$work"/src/copy*/*.swift | wc -l)
files=$(ls "$work"/src/copy*/*.swift | wc -l)
echo "input: $files files, $lines lines"
walls=()
cpus=()
for run in 1 2 3 4 5; do
  rm -rf "$work/out"
  /usr/bin/time -f "%e %U %S" -o "$work/time" "$tool" "$work/src" --out "$work/out" >/dev/null 2>&1 || true
  read -r wall user sys < <(tail -1 "$work/time")
  cpu=$(echo "$user + $sys" | bc)
  walls+=("$wall")
  cpus+=("$cpu")
  echo "run $run: ${wall} s wall, ${cpu} s CPU"
done
wall=$(printf '%s\n' "${walls[@]}" | sort -n | sed -n 3p)
cpu=$(printf '%s\n' "${cpus[@]}" | sort -n | sed -n 3p)
echo "median: ${wall} s wall, ${cpu} s CPU for $lines lines"

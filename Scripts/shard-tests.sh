#!/usr/bin/env bash
# Splits a package's tests across N machines (a CI matrix): shard K of N runs the tests whose
# identifier (as `swift test list` prints it: Module.Suite/test()) falls to K, round-robin in
# sorted order, so the shards differ by at most one test and every test runs in exactly one.
#
# Usage (from the package's root, after `swift build --build-tests`):
#   Scripts/shard-tests.sh --shards N --index K [-- <swift test arguments>]   run shard K (0-based)
#   Scripts/shard-tests.sh --shards N --index K --list                        print its tests
#   Scripts/shard-tests.sh --shards N --check                                 check the split
# --check lists every shard and fails unless each test is in exactly one (and none is empty
# while there are at least N tests). A CI matrix job runs, for example:
#   swift build --build-tests && Scripts/shard-tests.sh --shards 3 --index "$SHARD" -- --skip-build
set -euo pipefail

usage() {
  echo "usage: Scripts/shard-tests.sh --shards N (--index K [--list] | --check) [-- <swift test arguments>]" >&2
  exit 64
}

shards="" index="" list=0 check=0
extra=()
scratch=()
while [ $# -gt 0 ]; do
  case "$1" in
    --shards) shards="${2:-}"; shift 2 || usage ;;
    --index) index="${2:-}"; shift 2 || usage ;;
    --list) list=1; shift ;;
    --check) check=1; shift ;;
    --) shift; extra=("$@"); break ;;
    *) usage ;;
  esac
done
# The listing must see the same build as the run: take --scratch-path from the test arguments.
for ((i = 0; i < ${#extra[@]}; i++)); do
  if [ "${extra[$i]}" = --scratch-path ]; then scratch=(--scratch-path "${extra[$((i + 1))]:-}"); fi
done
is_number() { case "$1" in '' | *[!0-9]*) return 1 ;; *) return 0 ;; esac; }
is_number "$shards" && [ "$shards" -ge 1 ] || usage
if [ "$check" = 1 ]; then
  [ -z "$index" ] && [ "$list" = 0 ] || usage
else
  is_number "$index" && [ "$index" -lt "$shards" ] || usage
fi

all="$(mktemp)"
trap 'rm -f "$all" "$all".*' EXIT
swift test list --skip-build "${scratch[@]}" 2>/dev/null | grep -E '^[A-Za-z0-9_]+[.][^ ]+' | LC_ALL=C sort -u >"$all"
total=$(wc -l <"$all")
[ "$total" -gt 0 ] || { echo "shard-tests: no tests listed (build the tests first: swift build --build-tests)" >&2; exit 1; }

shard_of() { awk -v n="$shards" -v k="$1" '(NR - 1) % n == k' "$all"; }

if [ "$check" = 1 ]; then
  : >"$all.union"
  for k in $(seq 0 $((shards - 1))); do
    shard_of "$k" >"$all.$k"
    count=$(wc -l <"$all.$k")
    echo "shard-tests: shard $k of $shards: $count tests"
    if [ "$count" -eq 0 ] && [ "$total" -ge "$shards" ]; then echo "shard-tests: FAIL: shard $k is empty"; exit 1; fi
    cat "$all.$k" >>"$all.union"
  done
  if ! diff <(LC_ALL=C sort "$all.union") "$all" >/dev/null; then
    echo "shard-tests: FAIL: the shards do not hold every test exactly once"
    exit 1
  fi
  echo "shard-tests: PASS: $total tests, each in exactly one of $shards shards"
  exit 0
fi

mine="$(shard_of "$index")"
if [ "$list" = 1 ]; then
  printf '%s\n' "$mine"
  exit 0
fi
if [ -z "$mine" ]; then
  echo "shard-tests: shard $index of $shards has no tests"
  exit 0
fi
# One anchored alternative per test (regex characters escaped), as `swift test --filter` wants.
# Swift Testing matches against an identifier that goes on after the name (its source location),
# so a name ending in ")" is anchored at its start only; an XCTest name at both ends.
filter="$(printf '%s\n' "$mine" | sed -E 's/[][().*+?^$|{}\\]/\\&/g; s/^/^/; /\\\)$/!s/$/$/' |
  paste -sd '|')"
echo "shard-tests: shard $index of $shards: $(printf '%s\n' "$mine" | wc -l) of $total tests"
exec swift test --filter "$filter" "${extra[@]}"

#!/usr/bin/env bash
# Renders the whole gallery at two commits and compares the folders byte for byte: what a change
# that should not move a pixel (a refactoring) must show.
#   Scripts/gallery-identity.sh BASE [gallery options…]
# BASE is built in a worktree of its own (.build-gallery-base/tree, release); the working tree in
# .build-release. Prints the differing files, or that the two galleries hold the same bytes; exits 1
# when they differ.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ]; then
    echo "usage: Scripts/gallery-identity.sh BASE-COMMIT [gallery options…]" >&2
    exit 64
fi
base="$1"; shift
git rev-parse --verify --quiet "$base^{commit}" >/dev/null || {
    echo "Scripts/gallery-identity.sh: no commit $base" >&2; exit 64; }
tree="$PWD/.build-gallery-base/tree"
if [ -d "$tree" ]; then git -C "$tree" checkout -q --detach "$base"
else git worktree add -q --detach "$tree" "$base"; fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
build() {  # quiet unless it fails
    swift build -c release --product segue "$@" >"$out/build.log" 2>&1 || {
        tail -30 "$out/build.log" >&2; echo "Scripts/gallery-identity.sh: the build failed" >&2; exit 1; }
}
build --package-path "$tree" --scratch-path "$tree/.build"
build --scratch-path .build-release
for side in base head; do
    bin="$PWD/.build-release/release/segue"
    [ "$side" = base ] && bin="$tree/.build/release/segue"
    # The same relative --out for both, so the index pages' headers match.
    mkdir -p "$out/$side"
    (cd "$out/$side" && "$bin" gallery --out gallery "$@" >"$out/$side.log" 2>&1) || {
        tail -30 "$out/$side.log" >&2; echo "Scripts/gallery-identity.sh: the $side gallery failed" >&2; exit 1; }
done
if diff -rq "$out/base/gallery" "$out/head/gallery" >/dev/null; then
    echo "The two galleries hold the same bytes ($(find "$out/head/gallery" -type f | wc -l) files)."
else
    echo "The galleries differ:"; diff -rq "$out/base/gallery" "$out/head/gallery"
    exit 1
fi

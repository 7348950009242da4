#!/usr/bin/env bash
# The documentation's packages and commands, run as written (issue 20), each on a new package in a
# temporary folder that depends on Segue by path:
#   - the tutorial "Test your transition on Linux CI" (SegueTesting.docc): its Package.swift
#     (badges-01-package.swift, the path to Segue substituted), its app and test files as each step
#     has them, and the commands of its terminal listings, `$ ` line by line: the first run records
#     and fails, the second passes; the changed badge fails with reference, failure and difference
#     images in .build/attachments, which does not exist before; the doctor reports the findings
#     the listing shows; the fixed animator passes under the CI job's own test command
#     (badges-07-ci.yml), on a package whose attachments folder does not exist yet;
#   - README's manifest ("Using Segue in your package"), as it stands but for the path: it builds
#     and its tests run, without a warning once __Snapshots__ holds references.
# The commands run as written, in bash, with `swift build` and `swift test` given the kit
# end-to-end build folder (--scratch-path) so that Segue is not built again: the packages have no
# .build of their own, as on a fresh checkout. About 70 s on 2 cores after Scripts/kit-end-to-end.sh.
#
# Usage: Scripts/docs-end-to-end.sh
#   KIT_E2E_SCRATCH  build folder, kept between runs (default: <repo>/.build-kit-e2e)
#   KIT_E2E_KEEP=1   keep the temporary packages and logs (printed at the end)
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=Scripts/lib/kit-package.sh
source "$REPO/Scripts/lib/kit-package.sh"
NAME="$(basename "$REPO")"
SCRATCH="${KIT_E2E_SCRATCH:-$REPO/.build-kit-e2e}"
RESOURCES="$REPO/Sources/SegueTesting/SegueTesting.docc/Resources"
e2e_begin docs-e2e

# The record mode comes from the tests, not from the caller's environment.
unset SNAPSHOT_TESTING_RECORD
mkdir -p "$SCRATCH"

# `swift build` and `swift test` in the documented commands build in the shared folder.
swift() {
  case "${1:-}" in
    build | test) command swift "$@" --scratch-path "$SCRATCH" ;;
    *) command swift "$@" ;;
  esac
}
export -f swift
export SCRATCH

# Runs the shell command $2 in package $1, logging to $WORK/$3.log; STATUS is its exit status.
run_in() {
  local t0=$SECONDS
  set +e
  (cd "$1" && bash -c "$2") >"$WORK/$3.log" 2>&1
  STATUS=$?
  set -e
  echo "docs-e2e: $3: \`${2//$'\n'/; }\` exit $STATUS in $((SECONDS - t0)) s"
}

# The `$ ` lines of a terminal listing.
listing_commands() { sed -n 's/^\$ //p' "$1"; }

expect_status() { # name, "pass" or "fail"
  if { [ "$2" = pass ] && [ "$STATUS" -eq 0 ]; } || { [ "$2" = fail ] && [ "$STATUS" -ne 0 ]; }; then
    pass "$1: exit $STATUS, as the documentation says"
  else
    fail "$1: exit $STATUS (expected it to $2)"
    tail -40 "$WORK/$1.log"
  fi
}

expect_in_log() {
  if grep -qF -- "$2" "$WORK/$1.log"; then pass "$1: output has \"$2\""; else fail "$1: output lacks \"$2\""; fi
}

expect_no_warnings() {
  if grep -E "warning:" "$WORK/$1.log" >/dev/null; then
    fail "$1: the build warns:"
    grep -E "warning:" "$WORK/$1.log" | head -5
  else pass "$1: no warnings"; fi
}

# The tutorial's package.
BADGES="$WORK/Badges"
mkdir -p "$BADGES/Sources/Badges" "$BADGES/Tests/BadgesTests"
sed -e "s|.package(path: \"../Segue\")|.package(path: \"$REPO\")|" \
  -e "s|package: \"Segue\"|package: \"$NAME\"|g" "$RESOURCES/badges-01-package.swift" >"$BADGES/Package.swift"
if grep -q '"\.\./Segue"\|package: "Segue"' "$BADGES/Package.swift"; then
  fail "badges-01-package.swift: the path to Segue was not substituted"
fi
(cd "$BADGES" && git init -q && git add Package.swift)
APP="$BADGES/Sources/Badges/Badges.swift"
TESTS="$BADGES/Tests/BadgesTests/BadgeTransitionTests.swift"
SNAPSHOTS="$BADGES/Tests/BadgesTests/__Snapshots__/BadgeTransitionTests"

# Step "Run swift test": badges-03-first-run.txt, line by line: record (fails), git add, pass.
cp "$RESOURCES/badges-02-app.swift" "$APP"
cp "$RESOURCES/badges-03-tests.swift" "$TESTS"
mapfile -t COMMANDS < <(listing_commands "$RESOURCES/badges-03-first-run.txt")
if [ "${#COMMANDS[@]}" -ne 3 ]; then fail "badges-03-first-run.txt: expected 3 commands, found ${#COMMANDS[@]}"; fi
run_in "$BADGES" "${COMMANDS[0]}" first-run
expect_status first-run fail
expect_in_log first-run "No reference was found on disk. Automatically recorded snapshot"
if [ -s "$SNAPSHOTS/badgeFadesIn.1.png" ]; then pass "first-run: the filmstrip reference is recorded"; else
  fail "first-run: no $SNAPSHOTS/badgeFadesIn.1.png"
fi
if ! grep -q "Build complete" "$WORK/first-run.log"; then tail -50 "$WORK/first-run.log"; fi
run_in "$BADGES" "${COMMANDS[1]}" git-add
expect_status git-add pass
run_in "$BADGES" "${COMMANDS[2]}" second-run
expect_status second-run pass
expect_no_warnings second-run

# Step "Snapshot the timeline": badges-04-tests.swift records the timeline of badges-timeline.txt.
cp "$RESOURCES/badges-04-tests.swift" "$TESTS"
run_in "$BADGES" "swift test" timeline-run
expect_status timeline-run fail
expect_in_log timeline-run "No reference was found on disk. Automatically recorded snapshot"
if cmp -s "$SNAPSHOTS/badgeCallsInOrder.1.txt" <(cat "$RESOURCES/badges-timeline.txt"); then
  pass "timeline-run: the recorded timeline is badges-timeline.txt"
else
  fail "timeline-run: the recorded timeline differs from badges-timeline.txt:"
  diff "$SNAPSHOTS/badgeCallsInOrder.1.txt" "$RESOURCES/badges-timeline.txt" || true
fi

# Step "Change the badge's colour": badges-04-changed-run.txt, line by line, with no .build/attachments.
sed -i 's/badge.backgroundColor = .orange/badge.backgroundColor = .red/' "$APP"
grep -q "badge.backgroundColor = .red" "$APP" || fail "badges-02-app.swift: the badge colour line was not found"
if [ -e "$BADGES/.build" ]; then fail "changed-run: the package has a .build before the listing's commands"; fi
# Why the listing creates the folder first: swift test refuses an attachments path that does not
# exist ("Invalid value ... for argument ---attachments-path", exit 1). A note, not a failure.
run_in "$BADGES" "swift test --attachments-path .build/attachments" no-folder-run
if [ "$STATUS" -ne 0 ] && grep -q "attachments-path" "$WORK/no-folder-run.log"; then
  echo "docs-e2e: note: without the folder, swift test still refuses --attachments-path (the mkdir is needed)"
else
  echo "docs-e2e: note: swift test now accepts a missing attachments folder (exit $STATUS): the mkdir may go"
fi
rm -rf "$BADGES/.build"
mapfile -t COMMANDS < <(listing_commands "$RESOURCES/badges-04-changed-run.txt")
for i in "${!COMMANDS[@]}"; do run_in "$BADGES" "${COMMANDS[$i]}" "changed-run-$i"; done
LAST="changed-run-$((${#COMMANDS[@]} - 1))"
expect_status "$LAST" fail
expect_in_log "$LAST" "Snapshot does not match reference."
expect_in_log "$LAST" "$(grep -o 'Newly-taken snapshot does not match reference: .*' "$RESOURCES/badges-04-changed-run.txt")"
# Attachments are named after the test (Docs/Testing.md, "Reading failures and the run report").
for kind in reference failure difference; do
  name="BadgeTransitionTests.badgeFadesIn.1.$kind.png"
  if [ -s "$BADGES/.build/attachments/$name" ]; then pass "$LAST: .build/attachments/$name written"; else
    fail "$LAST: no .build/attachments/$name"
  fi
done
cp "$RESOURCES/badges-02-app.swift" "$APP"

# Step "Ask the transition doctor": badges-05-doctor-report.txt's command reports its findings.
cp "$RESOURCES/badges-05-tests.swift" "$TESTS"
mapfile -t COMMANDS < <(listing_commands "$RESOURCES/badges-05-doctor-report.txt")
run_in "$BADGES" "${COMMANDS[0]}" doctor-run
expect_status doctor-run fail
# Each line of the report: the kind of mistake and the transitions it showed in.
mapfile -t FINDINGS < <(grep -oE '[a-z]+(-[a-z]+)+ \(in [0-9]+ transitions?: [^)]*\)' "$RESOURCES/badges-05-doctor-report.txt")
if [ "${#FINDINGS[@]}" -eq 0 ]; then fail "badges-05-doctor-report.txt: no findings listed"; fi
for finding in "${FINDINGS[@]}"; do expect_in_log doctor-run "$finding"; done

# Step "Do what the report says", then the CI job's test command on a package without
# .build/attachments: everything passes.
cp "$RESOURCES/badges-06-app.swift" "$APP"
CI_TEST="$(python3 - "$RESOURCES/badges-07-ci.yml" <<'EOF'
import sys
lines = open(sys.argv[1]).read().split("\n")
step = next(i for i, l in enumerate(lines) if l.strip() == "- name: Test")
at = next(j for j in range(step + 1, len(lines)) if lines[j].strip().startswith("run:"))
value = lines[at].strip()[len("run:"):].strip()
if value != "|":
    print(value)
else:
    body, indent = [], None
    for line in lines[at + 1:]:
        if not line.strip():
            break
        depth = len(line) - len(line.lstrip())
        indent = depth if indent is None else indent
        if depth < indent:
            break
        body.append(line[indent:])
    print("\n".join(body))
EOF
)"
rm -rf "$BADGES/.build"
run_in "$BADGES" "$CI_TEST" ci-run
expect_status ci-run pass
expect_in_log ci-run "Test run with 3 tests"
expect_no_warnings ci-run
if [ -d "$BADGES/.build/attachments" ]; then pass "ci-run: the attachments folder exists for the artifact step"; else
  fail "ci-run: no .build/attachments for the artifact step"
fi

# README's manifest, as it stands but for the path, with an app target and a test target that
# has a recorded reference.
MINE="$WORK/MyTransitions"
mkdir -p "$MINE/Sources/MyTransitions" "$MINE/Tests/MyTransitionsTests/__Snapshots__/ScreenTests"
python3 - "$REPO/README.md" <<'EOF' | sed -e "s|.package(path: \"../segue\")|.package(path: \"$REPO\")|" \
  -e "s|package: \"segue\"|package: \"$NAME\"|g" >"$MINE/Package.swift"
import sys
text = open(sys.argv[1]).read()
section = text[text.index("## Using Segue in your package"):]
start = section.index("```swift\n") + len("```swift\n")
print(section[start:section.index("```\n", start)], end="")
EOF
if ! grep -q "swift-tools-version" "$MINE/Package.swift" || grep -q '"\.\./segue"' "$MINE/Package.swift"; then
  fail "README's manifest was not found, or its path not substituted"
fi
cat >"$MINE/Sources/MyTransitions/Screen.swift" <<'EOF'
import OpenUIKit

public final class Screen: UIViewController {}
EOF
cat >"$MINE/Tests/MyTransitionsTests/ScreenTests.swift" <<'EOF'
import MyTransitions
import OpenUIKit
import SegueTesting
import SnapshotTesting
import Testing

@MainActor @Test func aScreenPresentsItsDetail() throws {
    let timeline = try TransitionScenario.present({ Screen() }, from: { Screen() }).run(fps: nil)
        .timeline
    #expect(timeline.contains(inOrder: ["Screen.viewWillAppear", "Screen.viewDidAppear"]))
}
EOF
printf 'a reference\n' >"$MINE/Tests/MyTransitionsTests/__Snapshots__/ScreenTests/screen.1.txt"
run_in "$MINE" "swift test" readme-manifest
expect_status readme-manifest pass
expect_no_warnings readme-manifest

echo "docs-e2e: $((SECONDS - START)) s in all"
if [ "$FAILURES" -eq 0 ]; then
  echo "docs-e2e: PASS"
else
  echo "docs-e2e: FAIL ($FAILURES unmet expectations)"
  exit 1
fi

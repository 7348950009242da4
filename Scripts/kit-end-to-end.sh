#!/usr/bin/env bash
# End-to-end test of the test kit (issue 12): a new package outside the repository, depending on
# Segue by path, with one test file that imports only SnapshotTesting, SegueTesting and OpenUIKit
# (and Testing). It must
#   1. record its references on the first run (and fail, as swift-snapshot-testing does when it
#      records: "No reference was found on disk. Automatically recorded snapshot"),
#   2. pass on the second run,
#   3. fail when one pixel row of the view changes, naming the pixels that differ, with the failed
#      snapshot in $SNAPSHOT_ARTIFACTS and reference, failure and difference PNGs as Swift Testing
#      attachments (swift test --attachments-path).
#
# Usage: Scripts/kit-end-to-end.sh
#   KIT_E2E_SCRATCH  build folder, kept between runs (default: <repo>/.build-kit-e2e)
#   KIT_E2E_KEEP=1   keep the temporary package and logs (printed at the end)
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=Scripts/lib/kit-package.sh
source "$REPO/Scripts/lib/kit-package.sh"
SCRATCH="${KIT_E2E_SCRATCH:-$REPO/.build-kit-e2e}"
e2e_begin kit-e2e
PKG="$WORK/KitExample"
ARTIFACTS="$WORK/artifacts"
ATTACHMENTS="$WORK/attachments"

# The record mode comes from the test, not from the caller's environment.
unset SNAPSHOT_TESTING_RECORD

mkdir -p "$PKG/Tests/KitExampleTests" "$ARTIFACTS" "$ATTACHMENTS"

write_kit_manifest "$PKG/Package.swift" OpenUIKit SegueTesting

# App code as an iOS app writes it (UIKit spelled OpenUIKit), and its tests.
cat >"$PKG/Tests/KitExampleTests/BadgeTests.swift" <<'EOF'
import OpenUIKit
import SegueTesting
import SnapshotTesting
import Testing

/// A 60 × 40 pt badge: an orange card with a hairline (0.5 pt, one pixel row at 2×) across it.
/// KIT_E2E_HAIRLINE=blue draws the hairline blue instead of white: one pixel row changes.
@MainActor
final class BadgeView: UIView {
    let hairline = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .orange
        let blue = ProcessInfo.processInfo.environment["KIT_E2E_HAIRLINE"] == "blue"
        hairline.backgroundColor = blue ? .blue : .white
        hairline.frame = CGRect(x: 0, y: 20, width: 60, height: 0.5)
        addSubview(hairline)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class BadgeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let badge = BadgeView(frame: CGRect(x: 30, y: 40, width: 60, height: 40))
        view.addSubview(badge)
    }
}

/// A fade, as Apple's samples write it.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let toView = context.view(forKey: .to), let to = context.viewController(forKey: .to)
        else { return context.completeTransition(false) }
        toView.frame = context.finalFrame(for: to)
        toView.alpha = 0
        context.containerView.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: context),
            animations: { toView.alpha = 1 },
            completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

final class FadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { FadeAnimator() }
}

final class ListViewController: UIViewController {
    let fade = FadeTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
    }

    func showBadge() {
        let badge = BadgeViewController()
        badge.modalPresentationStyle = .fullScreen
        badge.transitioningDelegate = fade
        present(badge, animated: true)
    }
}

@MainActor
struct BadgeTests {
    @Test func badge() {
        assertSnapshot(of: BadgeView(frame: CGRect(x: 0, y: 0, width: 60, height: 40)), as: .image)
    }

    @Test func badgeFadesIn() throws {
        let scenario = TransitionScenario(
            windowSize: CGSize(width: 120, height: 160), root: { ListViewController() },
            action: { root in (root as? ListViewController)?.showBadge() })
        assertSnapshot(of: scenario, as: .filmstrip(at: [0, 0.5, 1]))
        let timeline = try scenario.run(fps: nil).timeline
        #expect(
            timeline.contains(inOrder: ["animationController(forPresented", "animateTransition"]),
            "\(timeline)")
    }
}
EOF

# Runs swift test in the package; $1 names the run, the rest goes to the environment.
run_tests() {
  local name=$1
  shift
  local log="$WORK/$name.log"
  local t0=$SECONDS
  mkdir -p "$ATTACHMENTS/$name"
  set +e
  (cd "$PKG" && env "$@" SNAPSHOT_ARTIFACTS="$ARTIFACTS" swift test --scratch-path "$SCRATCH" \
    --attachments-path "$ATTACHMENTS/$name") >"$log" 2>&1
  STATUS=$?
  set -e
  echo "kit-e2e: $name run: exit $STATUS in $((SECONDS - t0)) s (log $log)"
}

expect_in_log() {
  if grep -qF -- "$2" "$WORK/$1.log"; then pass "$1: output has \"$2\""; else fail "$1: output lacks \"$2\""; fi
}

SNAPSHOTS="$PKG/Tests/KitExampleTests/__Snapshots__/BadgeTests"

# 1. Record: the references are written and the run fails, saying so.
run_tests record
if [ "$STATUS" -ne 0 ]; then pass "record: swift test failed, as it does when it records"; else
  fail "record: swift test passed (it should fail while recording)"
fi
expect_in_log record "No reference was found on disk. Automatically recorded snapshot"
for f in badge.1.png badgeFadesIn.1.png; do
  if [ -s "$SNAPSHOTS/$f" ]; then pass "record: __Snapshots__/BadgeTests/$f written"; else
    fail "record: __Snapshots__/BadgeTests/$f missing"
    ls -R "$PKG/Tests" || true
  fi
done
if ! grep -q "Build complete" "$WORK/record.log"; then
  echo "kit-e2e: the build failed:"
  tail -50 "$WORK/record.log"
fi

# 2. The same code again: it matches its references.
run_tests match
if [ "$STATUS" -eq 0 ]; then pass "match: swift test passed against the recorded references"; else
  fail "match: swift test failed (exit $STATUS)"
  tail -40 "$WORK/match.log"
fi

# 3. One pixel row of the view changes (the hairline turns blue): the badge fails with a diff.
run_tests changed KIT_E2E_HAIRLINE=blue
if [ "$STATUS" -ne 0 ]; then pass "changed: swift test failed"; else fail "changed: swift test passed"; fi
expect_in_log changed "Snapshot does not match reference."
# 60 pt at 2x: one row of 120 pixels, of 120 x 80.
expect_in_log changed "120 of 9600 pixels differ"
if [ -s "$ARTIFACTS/BadgeTests/badge.1.png" ]; then pass "changed: failed snapshot in \$SNAPSHOT_ARTIFACTS/BadgeTests/badge.1.png"; else
  fail "changed: no failed snapshot in $ARTIFACTS/BadgeTests"
fi
for kind in reference failure difference; do
  found="$(find "$ATTACHMENTS/changed" -name "*$kind*.png" -size +0 2>/dev/null | head -1 || true)"
  if [ -n "$found" ]; then pass "changed: $kind PNG attached (${found#"$ATTACHMENTS/"})"; else
    fail "changed: no $kind PNG among the attachments"
    ls -R "$ATTACHMENTS" || true
  fi
done
# The references stay as recorded (record mode .missing does not overwrite them).
if [ -d "$SNAPSHOTS" ] && [ -z "$(find "$SNAPSHOTS" -newer "$WORK/match.log" -name '*.png')" ]; then
  pass "changed: references left as recorded"
else fail "changed: a reference was rewritten"; fi
# The badge's difference image (120 x 80 px) is red in the one row that changed (y = 40 px) only:
# the rest is the new image in dim grey.
rows="$(python3 - "$ATTACHMENTS/changed" <<'EOF'
import glob, struct, sys, zlib

def changed_rows(path):
    data = open(path, "rb").read()
    pos, idat, width, height, channels = 8, b"", 0, 0, 4
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            if depth != 8 or colour not in (2, 6):
                return None
            channels = 4 if colour == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride = zlib.decompress(idat), width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        line = raw[y * (stride + 1):(y + 1) * (stride + 1)]
        kind, cur = line[0], bytearray(line[1:])
        for i in range(stride):
            a = cur[i - channels] if i >= channels else 0
            b, c = prev[i], (prev[i - channels] if i >= channels else 0)
            if kind == 1:
                cur[i] = (cur[i] + a) & 255
            elif kind == 2:
                cur[i] = (cur[i] + b) & 255
            elif kind == 3:
                cur[i] = (cur[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                cur[i] = (cur[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        if any(cur[x * channels:x * channels + 3] == bytearray([255, 0, 0]) for x in range(width)):
            rows.append(y)
        prev = cur
    return width, height, rows

for path in sorted(glob.glob(sys.argv[1] + "/**/*difference*.png", recursive=True)):
    result = changed_rows(path)
    if result and result[:2] == (120, 80):
        print(" ".join(map(str, result[2])))
        break
EOF
)" || rows="(none: the decoder failed)"
if [ "$rows" = "40" ]; then pass "changed: the badge's difference image is red in one row only (y = 40 px)"; else
  fail "changed: the badge's difference image has changed rows [$rows], expected [40]"
fi
# SegueTesting's own artifacts: files named after the test, a manifest, and the run report.
if [ -s "$ARTIFACTS/BadgeTests.badge.1.difference.png" ] && [ -s "$ARTIFACTS/BadgeTests.badge.1.json" ]; then
  pass "changed: BadgeTests.badge.1.{difference.png,json} in the artifacts folder"
else fail "changed: no BadgeTests.badge.1.* artifacts in $ARTIFACTS"; fi
if grep -q 'src="BadgeTests.badge.1.reference.png"' "$ARTIFACTS/index.html" 2>/dev/null; then
  pass "changed: the run report links the badge's images"
else fail "changed: no run report linking the badge's images in $ARTIFACTS/index.html"; fi

echo "kit-e2e: $((SECONDS - START)) s in all"
if [ "$FAILURES" -eq 0 ]; then
  echo "kit-e2e: PASS"
else
  echo "kit-e2e: FAIL ($FAILURES unmet expectations)"
  exit 1
fi

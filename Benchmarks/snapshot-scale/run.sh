#!/usr/bin/env bash
# A snapshot suite at scale (issue 20 §7; BENCHMARKS.md, "Snapshot suite at scale"): generates, in
# a temporary folder, the package `KitExample` of Scripts/kit-end-to-end.sh (the same name and
# dependencies, plus the catalogue's product `Segue`) with `count` plain `@Test` functions, each
# asserting one scenario snapshot of a 120 × 200 pt window at scale 1:
#   - scenes: the 53 catalogue entries, each presented (`present(detail, transition: entry)`) and
#     pushed (`pushViewController(detail, transition: entry)`), and ten scenes of the seed
#     articles' animators (the article files of Sources/SegueDemos/Seeds and the helpers they use
#     are copied verbatim; the roots and actions of the scenes are written here);
#   - kinds: three of four tests `.filmstrip(at:)` (three fraction sets in turn), one `.timeline`.
# Each test bumps a counter on the main actor; after the count/4-th, count/2-th and count-th test
# the process's VmRSS (and VmHWM) from /proc/self/status go to a file. The suite is run twice in
# each mode, serial (`--no-parallel`) and parallel (Swift Testing's default): a first run that
# records the references (and fails, as swift-snapshot-testing does when it records), then the
# measured run against them; each under /usr/bin/time (wall time, peak RSS of the largest
# process). Prints the figures: RSS at the marks, peaks, ms per test (wall ÷ count) and the
# filmstrip and timeline tests' own durations from Swift Testing's output.
#
# Usage: Benchmarks/snapshot-scale/run.sh [count]
#   count             number of tests, a multiple of 4, at least 8 (default 2000)
#   SCALE_SCRATCH     build folder, kept between runs (default: <repo>/.build-kit-e2e, the kit
#                     end-to-end script's, so a build is shared)
#   SCALE_MODES       the modes to run, in order (default "serial parallel"; empty: generate and
#                     build only)
#   SCALE_KEEP=1      keep the temporary package and logs (printed at the end)
#   SCALE_WORK        generate in this folder instead, and keep it: files whose bytes are the same
#                     are left alone, so a second run rebuilds nothing (a build made beforehand
#                     is not timed again)
set -euo pipefail

usage() {
  echo "usage: Benchmarks/snapshot-scale/run.sh [count] (count: a multiple of 4, at least 8; default 2000)" >&2
  exit 64
}
[ $# -le 1 ] || usage
COUNT="${1:-2000}"
[[ "$COUNT" =~ ^[0-9]+$ ]] || usage
{ [ "$COUNT" -ge 8 ] && [ $((COUNT % 4)) -eq 0 ]; } || usage
MODES="${SCALE_MODES-serial parallel}"
for mode in $MODES; do
  case "$mode" in serial | parallel) ;; *) usage ;; esac
done

REPO="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Scripts/lib/kit-package.sh
source "$REPO/Scripts/lib/kit-package.sh"
SCRATCH="${SCALE_SCRATCH:-$REPO/.build-kit-e2e}"
if [ -n "${SCALE_WORK:-}" ]; then
  mkdir -p "$SCALE_WORK"
  WORK="$(cd "$SCALE_WORK" && pwd)"
  SCALE_KEEP=1
else
  WORK="$(mktemp -d "${TMPDIR:-/tmp}/segue-snapshot-scale.XXXXXX")"
fi
PKG="$WORK/KitExample"
TESTS="$PKG/Tests/KitExampleTests"
SEEDS="$REPO/Sources/SegueDemos/Seeds"

cleanup() {
  if [ "${SCALE_KEEP:-0}" = 1 ]; then echo "snapshot-scale: kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

# The record mode comes from the library's default (.missing), not from the caller's environment.
unset SNAPSHOT_TESTING_RECORD

mkdir -p "$TESTS"
GENERATED="$WORK/generated"
rm -rf "$GENERATED"
mkdir -p "$GENERATED"
# Moves the files generated in $GENERATED into the package, leaving alone those whose bytes are
# the same (so the build skips them) and removing test files no longer generated.
settle() {
  local f
  for f in "$GENERATED"/*; do
    local name dest
    name="$(basename "$f")"
    if [ "$name" = Package.swift ]; then dest="$PKG/$name"; else dest="$TESTS/$name"; fi
    if cmp -s "$f" "$dest"; then rm "$f"; else mv "$f" "$dest"; fi
  done
  for f in "$TESTS"/ScaleTests*.swift; do
    [ -e "$f" ] && [ "$(basename "$f")" \> "ScaleTests$(printf %02d $(((COUNT - 1) / PER_FILE)))".swift ] && rm "$f"
  done
  return 0
}

write_kit_manifest "$GENERATED/Package.swift" OpenUIKit Segue SegueTesting

# The seed articles' app code (it imports only OpenUIKit) and the helpers it uses, verbatim.
for f in DemoScenery.swift Seed000BottomRightSlide+Article.swift Seed001SpringDropIn+Article.swift \
  Seed001SpringDropIn+Screens.swift Seed002ThumbnailZoom+Article.swift \
  Seed002ThumbnailZoom+Herbs.swift Seed003CornerGrowAndHalfPresentation+Article.swift \
  Seed004ChildSwapCurlAndSlide+Article.swift; do
  cp "$SEEDS/$f" "$GENERATED/$f"
done
# DemoScenery reads two package-only values: the device's top safe-area inset (none in a 120 ×
# 200 pt snapshot window) and the navigation bar's height (44 pt); constants here.
sed -i -e 's/UIScreen\.main\.device\.safeAreaInsets\.top/CGFloat(0)/' \
  -e 's/UINavigationBar\.standardHeight/CGFloat(44)/' "$GENERATED/DemoScenery.swift"

# The scenes: catalogue entries presented and pushed, and the seeds' animators in scenes of their own.
cat >"$GENERATED/Scenes.swift" <<'EOF'
import Foundation
import OpenUIKit
import Segue
import SegueTesting

/// A list screen, as the presenting side of an app looks: a bar, rows, a colour.
final class ListScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        for i in 0..<5 {
            let row = UIView(frame: CGRect(x: 8, y: 16 + CGFloat(i) * 36, width: 104, height: 30))
            row.backgroundColor = .white
            row.layer.cornerRadius = 6
            let accent = UIView(frame: CGRect(x: 6, y: 6, width: 18, height: 18))
            accent.backgroundColor = [.systemRed, .systemOrange, .systemGreen, .systemBlue][i % 4]
            row.addSubview(accent)
            view.addSubview(row)
        }
    }
}

/// A detail screen: a coloured header and a card.
final class DetailScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        header.backgroundColor = .systemIndigo
        view.addSubview(header)
        let card = UIView(frame: CGRect(x: 10, y: 92, width: 100, height: 90))
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 10
        view.addSubview(card)
    }
}

/// Seed 003's home, written here (the demo's own is not article code): presents or pushes a
/// colour screen with the article's ShowAnimator and HideAnimator, or presents it on the right
/// half with its MoPresentationController.
final class Seed003Home: UIViewController, UIViewControllerTransitioningDelegate,
    UINavigationControllerDelegate
{
    var halfScreen = false

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = self
        view.backgroundColor = .white
        let tile = UIView(frame: CGRect(x: 16, y: 40, width: 88, height: 88))
        tile.backgroundColor = .systemPink
        tile.layer.cornerRadius = 18
        view.addSubview(tile)
    }

    func show() {
        let detail = DetailScreen()
        if let navigationController {
            navigationController.pushViewController(detail, animated: true)
            return
        }
        detail.transitioningDelegate = self
        detail.modalPresentationStyle = halfScreen ? .custom : .fullScreen
        present(detail, animated: true)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { ShowAnimator() }

    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { HideAnimator() }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        halfScreen
            ? MoPresentationController(presentedViewController: presented, presenting: presenting)
            : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? ShowAnimator() : HideAnimator()
    }
}

/// Seed 004's storyboard, written here as the demo writes it: the article's ContainerController
/// with its two empty custom segues to a red and a blue child.
@MainActor
func seed004Container(slides: Bool) -> UIViewController {
    let board = UIStoryboard(name: "Main")
    board.register(identifier: "ContainerController", initial: true) {
        let container = ContainerController()
        container.slides = slides
        return container
    }
    board.register(identifier: "FirstController") {
        let child = FirstController()
        child.loadViewIfNeeded()
        child.view.backgroundColor = .red
        return child
    }
    board.register(identifier: "SecondController") {
        let child = SecondController()
        child.loadViewIfNeeded()
        child.view.backgroundColor = .blue
        return child
    }
    board.addSegue(
        from: "ContainerController", identifier: "FirstController",
        kind: .custom(EmptySegue.self), destination: "FirstController")
    board.addSegue(
        from: "ContainerController", identifier: "SecondController",
        kind: .custom(EmptySegue.self), destination: "SecondController")
    return board.instantiateInitialViewController()!
}

enum Scenes {
    static let size = CGSize(width: 120, height: 200)
    static let catalogueCount = SegueTransition.catalogue.count
    static let seedCount = 10
    static var count: Int { 2 * catalogueCount + seedCount }

    /// Scene `index` (taken modulo `count`): catalogue entries presented, then pushed, then seeds.
    static func scenario(_ index: Int) -> TransitionScenario {
        let i = index % count
        if i < catalogueCount {
            return TransitionScenario(windowSize: size, root: { ListScreen() }) { root in
                root.present(DetailScreen(), transition: SegueTransition.catalogue[i])
            }
        }
        if i < 2 * catalogueCount {
            return TransitionScenario(
                windowSize: size,
                root: { UINavigationController(rootViewController: ListScreen()) }
            ) { root in
                (root as? UINavigationController)?.pushViewController(
                    DetailScreen(), transition: SegueTransition.catalogue[i - catalogueCount])
            }
        }
        return seed(i - 2 * catalogueCount)
    }

    static func seed(_ k: Int) -> TransitionScenario {
        switch k {
        case 0:  // seed 000: MyAnimator, presented
            return TransitionScenario(windowSize: size, root: { Seed000ViewController() }) {
                ($0 as? Seed000ViewController)?.didSelectRow(at: 1)
            }
        case 1:  // seed 000: MyAnimator, pushed (the navigation delegate)
            return TransitionScenario(
                windowSize: size,
                root: {
                    let list = Seed000ViewController()
                    list.pushes = true
                    return UINavigationController(rootViewController: list)
                }
            ) { root in
                let nav = root as? UINavigationController
                (nav?.topViewController as? Seed000ViewController)?.didSelectRow(at: 1)
            }
        case 2:  // seed 001: CustomAnimatedTransitioning, presented
            return TransitionScenario(windowSize: size, root: { MainViewController() }) { root in
                let login = LoginViewController()
                login.transitioningDelegate = root as? MainViewController
                login.modalPresentationStyle = .fullScreen
                root.present(login, animated: true)
            }
        case 3:  // seed 001: CustomAnimatedTransitioning, pushed
            return TransitionScenario(
                windowSize: size,
                root: { UINavigationController(rootViewController: MainViewController()) }
            ) { root in
                (root as? UINavigationController)?.pushViewController(
                    ProfileViewController(), animated: true)
            }
        case 4:  // seed 002: PopAnimator, the first herb's picture zooms to the details
            return TransitionScenario(windowSize: size, root: { HerbsViewController() }) { root in
                guard let herbs = root as? HerbsViewController else { return }
                herbs.didTapImageView(herbs.imageViews[0], herb: Herb.all[0])
            }
        case 5:  // seed 003: ShowAnimator, presented
            return TransitionScenario(windowSize: size, root: { Seed003Home() }) {
                ($0 as? Seed003Home)?.show()
            }
        case 6:  // seed 003: ShowAnimator, pushed
            return TransitionScenario(
                windowSize: size,
                root: { UINavigationController(rootViewController: Seed003Home()) }
            ) { root in
                ((root as? UINavigationController)?.topViewController as? Seed003Home)?.show()
            }
        case 7:  // seed 003: MoPresentationController, the right half over a dimmed presenter
            return TransitionScenario(
                windowSize: size,
                root: {
                    let home = Seed003Home()
                    home.halfScreen = true
                    return home
                }
            ) { ($0 as? Seed003Home)?.show() }
        default:  // seed 004: the children swapped with a page curl (8) or sliding (9)
            return TransitionScenario(
                windowSize: size, root: { seed004Container(slides: k == 9) }
            ) { ($0 as? ContainerController)?.swapViewControllers() }
        }
    }

    static let fractions: [[Double]] = [[0, 0.5, 1], [0, 0.25, 0.5, 0.75, 1], [0.1, 0.4, 0.7, 1]]
}

/// Counts the finished tests; after the marks' tests, appends the process's resident memory to
/// the file $SCALE_RSS_FILE.
@MainActor
enum Progress {
    static var done = 0

    static func tick() {
        done += 1
        guard Marks.all.contains(done),
            let path = ProcessInfo.processInfo.environment["SCALE_RSS_FILE"],
            let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        else { return }
        func field(_ name: String) -> String {
            let line = status.split(separator: "\n").first { $0.hasPrefix(name + ":") }
            let words = line?.split(whereSeparator: { $0 == " " || $0 == "\t" }) ?? []
            return words.count > 1 ? String(words[1]) : "?"
        }
        let text = "\(done) \(field("VmRSS")) \(field("VmHWM"))\n"
        if let handle = FileHandle(forWritingAtPath: path) {
            handle.seekToEndOfFile()
            handle.write(Data(text.utf8))
            handle.closeFile()
        } else {
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        }
    }
}
EOF
cat >>"$GENERATED/Scenes.swift" <<EOF

enum Marks {
    static let all: Set<Int> = [$((COUNT / 4)), $((COUNT / 2)), $COUNT]
}
EOF

# The tests: plain @Test functions, 100 a suite and 200 a file, as a team's suite looks.
PER_FILE=200
PER_SUITE=100
nscenes=$((2 * 53 + 10))
for ((file = 0; file * PER_FILE < COUNT; file++)); do
  out="$GENERATED/ScaleTests$(printf %02d "$file").swift"
  {
    echo "import SegueTesting"
    echo "import SnapshotTesting"
    echo "import Testing"
    for ((k = file * PER_FILE + 1; k <= (file + 1) * PER_FILE && k <= COUNT; k++)); do
      if [ $(((k - 1) % PER_SUITE)) -eq 0 ]; then
        [ "$k" -gt 1 ] && [ $(((k - 1) % PER_FILE)) -ne 0 ] && echo "}"
        echo
        echo "@MainActor"
        echo "struct Scale$(printf %04d $(((k - 1) / PER_SUITE)))Tests {"
      fi
      scene=$((k - 1))
      if [ $((k % 4)) -eq 0 ]; then
        echo "    @Test func timeline$(printf %04d "$k")() {"
        echo "        assertSnapshot(of: Scenes.scenario($scene), as: .timeline)"
      else
        set_index=$((((k - 1) / nscenes) % 3))
        echo "    @Test func filmstrip$(printf %04d "$k")() {"
        echo "        assertSnapshot(of: Scenes.scenario($scene), as: .filmstrip(at: Scenes.fractions[$set_index]))"
      fi
      echo "        Progress.tick()"
      echo "    }"
    done
    echo "}"
  } >"$out"
done
settle

say() { echo "snapshot-scale: $*"; }
say "$COUNT tests ($((COUNT * 3 / 4)) filmstrips, $((COUNT / 4)) timelines) over $nscenes scenes in $PKG"
say "$(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"

t0=$SECONDS
if ! (cd "$PKG" && swift build --build-tests --scratch-path "$SCRATCH") >"$WORK/build.log" 2>&1; then
  tail -40 "$WORK/build.log"
  say "the build failed (log $WORK/build.log)"
  SCALE_KEEP=1
  exit 1
fi
say "built in $((SECONDS - t0)) s"

# The durations Swift Testing prints for tests whose name starts with $2, in $1: n, mean, median
# and 95th percentile, in ms.
durations() {
  grep -oE "Test $2[0-9]+\(\) (passed|failed) after [0-9.]+ seconds" "$1" |
    grep -oE '[0-9.]+ seconds' | cut -d' ' -f1 | sort -g |
    awk '{ v[NR] = $1 * 1000; s += $1 * 1000 }
      END { if (NR == 0) { print "none"; exit }
        printf "%d tests, mean %.1f ms, median %.1f ms, p95 %.1f ms", NR, s / NR, v[int((NR + 1) / 2)], v[int(NR * 0.95 + 0.5)] }'
}

# Runs the suite: $1 the mode, $2 the run's name.
run_suite() {
  local mode=$1 name=$2 flags=()
  [ "$mode" = serial ] && flags=(--no-parallel)
  local log="$WORK/$mode-$name.log" rss="$WORK/$mode-$name.rss"
  rm -f "$rss"
  set +e
  (cd "$PKG" && SCALE_RSS_FILE="$rss" /usr/bin/time -o "$WORK/$mode-$name.time" -f "%e s %M KB %U %S" \
    swift test --skip-build --scratch-path "$SCRATCH" "${flags[@]}") >"$log" 2>&1
  local status=$?
  set -e
  local wall peak user sys
  read -r wall _ peak _ user sys < <(tail -1 "$WORK/$mode-$name.time")
  say "$mode, $name: exit $status, $wall s wall, peak RSS $((peak / 1024)) MB (/usr/bin/time %M), $(awk -v w="$wall" -v n="$COUNT" 'BEGIN { printf "%.1f", w * 1000 / n }') ms a test (wall ÷ $COUNT); CPU $user s user + $sys s sys"
  if [ -s "$rss" ]; then
    while read -r done now high; do
      say "    after test $done: VmRSS $((now / 1024)) MB (VmHWM $((high / 1024)) MB)"
    done <"$rss"
    local first last high
    first=$(head -1 "$rss" | cut -d' ' -f2)
    last=$(tail -1 "$rss" | cut -d' ' -f2)
    high=$(tail -1 "$rss" | cut -d' ' -f3)
    say "    the test process: peak $((high / 1024)) MB (target < 300 MB: $([ "$high" -lt $((300 * 1024)) ] && echo met || echo NOT met)), $(awk -v a="$first" -v b="$last" 'BEGIN { printf "%+.1f", (b - a) / 1024 }') MB from the first mark to the last"
  else
    say "    no RSS samples (log $log)"
    tail -20 "$log"
  fi
  if [ "$mode" = serial ]; then
    local mean
    mean=$(durations "$log" filmstrip | sed -n 's/.*mean \([0-9.]*\) ms.*/\1/p')
    [ "$name" = measured ] && [ -n "$mean" ] &&
      say "    a filmstrip test: mean $mean ms (target < 40 ms: $(awk -v m="$mean" 'BEGIN { print (m < 40 ? "met" : "NOT met") }'))"
    say "    filmstrip tests' own durations: $(durations "$log" filmstrip)"
    say "    timeline tests' own durations: $(durations "$log" timeline)"
  else
    # Every test starts at once and waits for the main actor: their own durations mean nothing.
    say "    (in parallel all tests start together and queue for the main actor: see wall ÷ count)"
  fi
  local failed
  failed=$(grep -cE "Test (filmstrip|timeline)[0-9]+\(\) failed after" "$log" || true)
  say "    tests with an issue: $failed"
  LAST_STATUS=$status
}

for mode in $MODES; do
  rm -rf "$TESTS/__Snapshots__"
  run_suite "$mode" record
  [ "$LAST_STATUS" -ne 0 ] || say "    (the record run passed: the references were there already?)"
  run_suite "$mode" measured
  if [ "$LAST_STATUS" -ne 0 ]; then
    say "    the measured run failed (log $WORK/$mode-measured.log):"
    grep -E "failed|issue" "$WORK/$mode-measured.log" | head -10
    SCALE_KEEP=1
  fi
done
say "references: $(find "$TESTS/__Snapshots__" -type f | wc -l) files, $(du -sh "$TESTS/__Snapshots__" | cut -f1)"
say "load at the end $(cut -d' ' -f1-3 /proc/loadavg)"

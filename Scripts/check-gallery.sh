#!/usr/bin/env bash
# Renders two demos into a gallery and checks the page in headless Chromium: a screenshot to look
# at, and the player run by `index.html#check` (decodes the first GIF, slows it to ¼×, steps it,
# pauses it), whose report must name the demo and its frame count.
# Needs `chromium` (apt-get install chromium) and, for the Chinese titles, fonts-noto-cjk.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="${1:-/tmp/segue-gallery-check}"
rm -rf "$OUT"
swift build -c release --product segue
.build/release/segue gallery --out "$OUT" --only seed001-modal --only seed004-curl --fps 15
chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=5000 \
  --screenshot="$OUT/screenshot.png" --window-size=1280,2000 "file://$OUT/index.html" 2>/dev/null
report=$(chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=10000 --dump-dom \
  "file://$OUT/index.html#check" 2>/dev/null | grep -o 'data-check="[^"]*"' || true)
echo "player: $report"
echo "screenshot: $OUT/screenshot.png (look at it)"
case "$report" in
  *"seed001-modal: 43 frames"*"paused at 0.25x"*) exit 0 ;;
  *) echo "the player did not report seed001-modal's 43 frames, paused at 0.25x" >&2; exit 1 ;;
esac

#!/usr/bin/env bash
# Sizes of every demo as GIF, APNG, lossless WebP and MP4 (BENCHMARKS.md, "Output formats"):
# `segue render <demo> --out <demo>.<ext>` at 1×, 30 fps, iPhone 15, for every demo `segue list`
# names. Prints a Markdown table (KB = 1,024 bytes) with a total row. Needs ffmpeg for MP4.
#   Benchmarks/formats/sizes.sh [extra render options…]
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product segue >/dev/null
segue=.build/release/segue
out=$(mktemp -d)
kb() { echo $(( ($1 + 512) / 1024 )); }
printf '| demo | frames | GIF | APNG | WebP (lossless) | MP4 (H.264, CRF 18) | MP4 / GIF |\n'
printf '|---|---:|---:|---:|---:|---:|---:|\n'
tg=0; ta=0; tw=0; tm=0
for d in $("$segue" list | awk 'NF > 1 && $1 !~ /^#/ {print $1}'); do
    frames=$("$segue" render "$d" --out "$out/$d.gif" "$@" | grep -o '[0-9]* frames' | head -1 | cut -d' ' -f1)
    for e in apng webp mp4; do "$segue" render "$d" --out "$out/$d.$e" "$@" >/dev/null; done
    g=$(stat -c %s "$out/$d.gif"); a=$(stat -c %s "$out/$d.apng")
    w=$(stat -c %s "$out/$d.webp"); m=$(stat -c %s "$out/$d.mp4")
    tg=$((tg + g)); ta=$((ta + a)); tw=$((tw + w)); tm=$((tm + m))
    printf '| %s | %s | %s KB | %s KB | %s KB | %s KB | %s |\n' "$d" "$frames" "$(kb $g)" "$(kb $a)" \
        "$(kb $w)" "$(kb $m)" "$(awk -v m="$m" -v g="$g" 'BEGIN { printf "%.2f", m / g }')"
done
printf '| **total** | | %s KB | %s KB | %s KB | %s KB | %s |\n' "$(kb $tg)" "$(kb $ta)" "$(kb $tw)" \
    "$(kb $tm)" "$(awk -v m="$tm" -v g="$tg" 'BEGIN { printf "%.2f", m / g }')"
rm -rf "$out"

#!/usr/bin/env bash
# Regenerates videos/*.mp4 and videos/*.vtt from the study material in packages/domain
# (fixtures/study): one slide video per hosted lecture, captions beside it. Dev-time only: the
# server just serves the committed files. Needs ffmpeg (apt-get install -y ffmpeg) and DejaVu fonts.
#
#   apps/server/demo-media/generate-videos.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
out="$here/videos"

command -v ffmpeg >/dev/null || { echo "ffmpeg not found: apt-get install -y ffmpeg" >&2; exit 1; }
font_regular="${FONT_REGULAR:-$(fc-match -f '%{file}' 'DejaVu Sans:style=Book')}"
font_bold="${FONT_BOLD:-$(fc-match -f '%{file}' 'DejaVu Sans:style=Bold')}"
for font in "$font_regular" "$font_bold"; do
  [[ -f "$font" ]] || { echo "font not found: $font (set FONT_REGULAR / FONT_BOLD)" >&2; exit 1; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$out"
rm -f "$out"/*.mp4 "$out"/*.vtt
(cd "$repo" && npx tsx "$here/write-lecture-slides.ts" "$work" "$out" "$font_regular" "$font_bold")

# H.264 constrained baseline + AAC (silent mono track) in MP4, moov atom first (+faststart) so
# playback starts before the download ends, a keyframe every 2 s (10 fps, -g 20) so seeking is
# quick, one encoder thread and bit-exact flags so a rerun gives the same bytes.
while IFS=$'\t' read -r file duration filter; do
  ffmpeg -nostdin -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=0x0f172a:s=640x360:r=10:d=${duration}" \
    -f lavfi -i "anullsrc=r=22050:cl=mono" \
    -filter_complex_script "$filter" -map '[v]' -map 1:a -t "$duration" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 40 \
    -g 20 -keyint_min 20 -sc_threshold 0 -threads 1 \
    -c:a aac -b:a 24k -ac 1 \
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
    -movflags +faststart "$out/$file"
  printf '%-48s %3ss %7s bytes\n' "$file" "$duration" "$(stat -c %s "$out/$file")"
done <"$work/lectures.tsv"

du -sh "$here"

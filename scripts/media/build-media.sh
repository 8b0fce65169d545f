#!/usr/bin/env bash
# Renders the site artwork from the SVG sources in scripts/media/src into public/.
# Needs only Debian packages: librsvg2-bin (rsvg-convert), webp (cwebp), ffmpeg, imagemagick (favicon.ico, OG jpg).
#   apt-get install -y librsvg2-bin webp ffmpeg imagemagick fonts-dejavu-core
# Idempotent: every run rebuilds all outputs from scratch in a temp dir and overwrites them.
# Usage: scripts/media/build-media.sh [--no-video]
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SRC="$ROOT/scripts/media/src"
PUB="$ROOT/public"
OUT="$PUB/media"
WEBP_Q="${WEBP_Q:-76}"
VIDEO=1
[[ "${1:-}" == "--no-video" ]] && VIDEO=0

need() { command -v "$1" >/dev/null 2>&1 || { echo "error: '$1' not found (apt-get install -y $2)" >&2; exit 1; }; }
need rsvg-convert librsvg2-bin
need cwebp webp
need ffmpeg ffmpeg
# ImageMagick: prefer IM7 'magick', else the real IM6 convert (not a stand-in script)
if command -v magick >/dev/null 2>&1; then IM=(magick)
elif [[ -x /usr/bin/convert ]] && /usr/bin/convert -version 2>/dev/null | grep -q ImageMagick; then IM=(/usr/bin/convert)
else echo "error: ImageMagick not found (apt-get install -y imagemagick)" >&2; exit 1; fi

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
JOBS="$(nproc 2>/dev/null || echo 2)"
export LC_ALL=C

mkdir -p "$OUT"/{hero,products,gallery,blog/thumbs,team,avatars,about,badges,markers,og} "$PUB/icons"

# svg -> png at exact size
png() { rsvg-convert -w "$2" -h "$3" -o "$4" "$1"; }

# webp SRC.svg OUT.webp W H [quality] [extra cwebp args...]
webp() {
  local src="$1" out="$2" w="$3" h="$4" q="${5:-$WEBP_Q}"; shift 5 || shift $#
  local tmp="$TMP/$(basename "$out" .webp)-$w.png"
  png "$src" "$w" "$h" "$tmp"
  cwebp -quiet -q "$q" -m 6 -sharp_yuv -metadata none "$@" "$tmp" -o "$out"
}

echo "== heroes"
for n in solar-farm sustainable-power; do
  webp "$SRC/hero/$n.svg" "$OUT/hero/$n-1600.webp" 1600 900 72
  webp "$SRC/hero/$n.svg" "$OUT/hero/$n-800.webp" 800 450 74
done

echo "== products, about (800x600)"
for f in "$SRC"/products/*.svg "$SRC"/about/*.svg; do
  d="$(basename "$(dirname "$f")")"
  webp "$f" "$OUT/$d/$(basename "$f" .svg).webp" 800 600
done

# Gallery cards are never wider than about 600 px, and a phone fetches most of the grid at
# once (lazy images within Chrome's distance load with the page): 640x480 saves a quarter.
echo "== gallery (640x480)"
for f in "$SRC"/gallery/*.svg; do
  webp "$f" "$OUT/gallery/$(basename "$f" .svg).webp" 640 480
done

echo "== blog (800x450 + 160x120 thumbs)"
for f in "$SRC"/blog/*.svg; do
  n="$(basename "$f" .svg)"
  webp "$f" "$OUT/blog/$n.webp" 800 450
  # thumbnail: centre 600x450 crop of a 800x450 render, scaled to 160x120
  png "$f" 800 450 "$TMP/thumb-$n.png"
  cwebp -quiet -q 80 -m 6 -sharp_yuv -metadata none -crop 100 0 600 450 -resize 160 120 "$TMP/thumb-$n.png" -o "$OUT/blog/thumbs/$n.webp"
done

echo "== team portraits (400x400)"
for f in "$SRC"/team/*.svg; do
  webp "$f" "$OUT/team/$(basename "$f" .svg).webp" 400 400 80
done

echo "== vector assets (avatars, badges, markers, favicon)"
for d in avatars badges markers; do
  rm -f "$OUT/$d"/*.svg
  cp "$SRC/$d"/*.svg "$OUT/$d/"
done
cp "$SRC/icons/favicon.svg" "$PUB/favicon.svg"

echo "== app icons"
png "$SRC/icons/favicon.svg" 192 192 "$PUB/icons/icon-192.png"
png "$SRC/icons/favicon.svg" 512 512 "$PUB/icons/icon-512.png"
png "$SRC/icons/icon-maskable.svg" 512 512 "$PUB/icons/icon-maskable-512.png"
png "$SRC/icons/icon-maskable.svg" 180 180 "$TMP/apple.png"
"${IM[@]}" "$TMP/apple.png" -background '#0b2545' -alpha remove -alpha off -strip "PNG24:$PUB/icons/apple-touch-icon.png"
png "$SRC/icons/favicon-small.svg" 16 16 "$TMP/fav16.png"
png "$SRC/icons/favicon.svg" 32 32 "$TMP/fav32.png"
"${IM[@]}" "$TMP/fav16.png" "$TMP/fav32.png" -strip "$PUB/favicon.ico"
for p in "$PUB"/icons/icon-*.png; do "${IM[@]}" "$p" -strip "$p"; done

echo "== open graph image"
png "$SRC/og/default.svg" 1200 630 "$TMP/og.png"
"${IM[@]}" "$TMP/og.png" -strip -background white -alpha remove -alpha off -sampling-factor 4:2:0 -interlace Plane -quality 84 "$OUT/og/default.jpg"

# ---------------------------------------------------------------------------------------------
# Videos: SRC/video/NAME.svg.tpl holds @TOKENS@, NAME.frames.tsv one row of values per frame
# (25 fps, 162 frames). Frames are rendered with rsvg-convert, the last 12 frames are cross-faded
# into the first 12 so the 6.0 s clip loops, then encoded to H.264 (mp4) and VP9 (webm).
render_video() {
  local name="$1" poster_frame="$2" dir="$TMP/$1"
  mkdir -p "$dir"
  awk -F'\t' -v dir="$dir" '
    NR == 1 { for (k = 1; k <= NF; k++) h[k] = $k; next }
    { out = sprintf("%s/%04d.sed", dir, NR - 2)
      for (k = 1; k <= NF; k++) printf "s/@%s@/%s/g\n", h[k], $k > out
      close(out) }' "$SRC/video/$name.frames.tsv"
  export TPL="$SRC/video/$name.svg.tpl"
  find "$dir" -name '*.sed' -print0 | sort -z |
    xargs -0 -P "$JOBS" -I{} sh -c 'sed -f "$1" "$TPL" | rsvg-convert -w 1280 -h 720 -o "${1%.sed}.png"' _ {}
  local n; n="$(ls "$dir"/*.png | wc -l)"
  [[ "$n" -eq 162 ]] || { echo "error: $name rendered $n frames, expected 162" >&2; exit 1; }
  # seamless loop: body = frames 12..161, its last 12 frames cross-fade into frames 0..11
  ffmpeg -hide_banner -loglevel error -y -framerate 25 -i "$dir/%04d.png" -filter_complex \
    "[0:v]format=rgb24,split[a][b];[a]trim=start_frame=12,setpts=PTS-STARTPTS[body];[b]trim=end_frame=12,setpts=PTS-STARTPTS[head];[body][head]xfade=transition=fade:duration=0.48:offset=5.52[v]" \
    -map '[v]' -c:v ffv1 "$dir/loop.mkv"
  ffmpeg -hide_banner -loglevel error -y -i "$dir/loop.mkv" -an -c:v libx264 -preset veryslow -tune animation -crf 23 \
    -profile:v high -pix_fmt yuv420p -g 75 -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact \
    "$OUT/hero/$name.mp4"
  ffmpeg -hide_banner -loglevel error -y -i "$dir/loop.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 33 -pix_fmt yuv420p \
    -deadline good -cpu-used 1 -row-mt 1 -g 75 -map_metadata -1 -fflags +bitexact -flags:v +bitexact "$OUT/hero/$name.webm"
  # poster = first frame of the loop (render frame 12) so playback starts without a jump
  cwebp -quiet -q 74 -m 6 -sharp_yuv -metadata none "$dir/$(printf %04d "$poster_frame").png" -o "$OUT/hero/$name-poster.webp"
  local s1 s2 s3
  s1=$(stat -c %s "$OUT/hero/$name.mp4"); s2=$(stat -c %s "$OUT/hero/$name.webm"); s3=$(stat -c %s "$OUT/hero/$name-poster.webp")
  echo "   $name.mp4 $s1 bytes, $name.webm $s2 bytes, poster $s3 bytes"
  if (( s1 >= 500000 || s2 >= 500000 )); then echo "error: $name video over 500000 bytes" >&2; exit 1; fi
}

if (( VIDEO )); then
  echo "== hero videos"
  render_video rooftop-installation 12
  render_video photovoltaic-installers 12
fi

echo "done."

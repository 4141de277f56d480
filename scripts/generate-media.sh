#!/usr/bin/env bash
# Generates the stand-in stream service's media ONCE; the small outputs are committed
# under stand-in/media/ and served by stand-in/stream/media/ (see its README.md).
#
#   bash scripts/generate-media.sh          # needs Debian's ffmpeg and espeak-ng:
#   apt-get install -y ffmpeg espeak-ng     # (no network is used by the script itself)
#
# What it makes (everything synthetic and deterministic: bit-exact flags, one encoder
# thread, fixed seeds, no wall-clock text; running it twice gives the same bytes):
#   live/       6 x 2 s H.264 + AAC MPEG-TS segments, 640x360, a moving test pattern with
#               "UZTV LIVE" and a burnt-in running clock and frame counter. loop.m3u8 lists
#               them once; the service turns the loop into a sliding-window live playlist.
#   audio/      6 x 4 s AAC (MPEG-TS, audio only) commentary: espeak-ng speech over a quiet
#               tone bed; loop.m3u8 lists them once, served as live like the video.
#   vod/<id>/   4 x 6 s segments per on-demand video, each titled, and index.m3u8 that
#               REPEATS them (with discontinuities) to reach the advertised duration:
#               vod-short 90 s, vod-medium 420 s, vod-long 900 s. Repeating keeps the bytes small.
# The total stays well under 20 MB (`du -sh stand-in/media`).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/stand-in/media"
FONT="/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
FF=(ffmpeg -hide_banner -loglevel error -y)
# bit-exact containers and codecs, one thread: the bytes do not depend on the machine
VIDEO=(-c:v libx264 -preset veryfast -profile:v main -pix_fmt yuv420p -threads 1
  -b:v 280k -maxrate 350k -bufsize 700k -g 50 -keyint_min 50 -sc_threshold 0
  -x264-params "rc-lookahead=10" -flags:v +bitexact)
AUDIO=(-c:a aac -b:a 64k -ac 2 -ar 48000 -flags:a +bitexact)
MUX=(-fflags +bitexact -map_metadata -1 -f hls -hls_list_size 0 -hls_playlist_type vod
  -hls_flags independent_segments -hls_segment_type mpegts)

command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 1; }
command -v espeak-ng >/dev/null || { echo "espeak-ng is missing: apt-get install -y espeak-ng" >&2; exit 1; }
[ -f "$FONT" ] || { echo "font $FONT is missing (fonts-dejavu-core)" >&2; exit 1; }

rm -rf "$OUT/live" "$OUT/audio" "$OUT/vod"
mkdir -p "$OUT/live" "$OUT/audio" "$OUT/vod"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# a titled, visibly moving test card: the clock is the media time, so frames differ
card() { # $1 title, $2 hue shift (degrees)
  printf '%s' "testsrc2=size=640x360:rate=25,hue=h=$2,\
drawbox=x=0:y=0:w=640:h=64:color=0x0b1d3a@0.85:t=fill,\
drawtext=fontfile=$FONT:text='$1':x=20:y=14:fontsize=34:fontcolor=0xf2b705,\
drawtext=fontfile=$FONT:text='%{pts\\:hms}':x=w-tw-16:y=18:fontsize=28:fontcolor=white,\
drawtext=fontfile=$FONT:text='frame %{frame_num}':x=20:y=320:fontsize=22:fontcolor=white:box=1:boxcolor=0x0b1d3a@0.7"
}

# --- live video: 12 s looped as 6 x 2 s ---
"${FF[@]}" -f lavfi -i "$(card 'UZTV LIVE' 0)" \
  -f lavfi -i "sine=frequency=440:sample_rate=48000,volume=0.2" -t 12 \
  "${VIDEO[@]}" "${AUDIO[@]}" "${MUX[@]}" -hls_time 2 \
  -hls_segment_filename "$OUT/live/seg-%d.ts" "$OUT/live/loop.m3u8"

# --- live audio commentary: ~24 s (1124 AAC frames, so no sliver of a last segment) looped as 6 x 4 s ---
espeak-ng -v en-gb -s 150 -w "$TMP/speech.wav" \
  "Live from Zenith Park, this is U Z T V audio commentary. Upper Zenith on the ball, \
working it down the left. A cross comes in, and it is cleared. Corner to Upper Zenith." 
"${FF[@]}" -i "$TMP/speech.wav" \
  -f lavfi -i "sine=frequency=220:sample_rate=48000,volume=0.03" \
  -filter_complex "[0:a]aresample=48000,apad[s];[s][1:a]amix=inputs=2:duration=first:normalize=0,atrim=end_sample=1150976[a]" \
  -map "[a]" "${AUDIO[@]}" "${MUX[@]}" -hls_time 4 \
  -hls_segment_filename "$OUT/audio/seg-%d.ts" "$OUT/audio/loop.m3u8"

# --- on-demand videos: 24 s of unique pictures each, repeated to the duration ---
vod() { # $1 id, $2 title, $3 hue, $4 tone Hz, $5 total seconds (a multiple of 6)
  local dir="$OUT/vod/$1"
  mkdir -p "$dir"
  "${FF[@]}" -f lavfi -i "$(card "$2" "$3")" \
    -f lavfi -i "sine=frequency=$4:sample_rate=48000,volume=0.15" -t 24 \
    "${VIDEO[@]}" "${AUDIO[@]}" "${MUX[@]}" -hls_time 6 \
    -hls_segment_filename "$dir/seg-%d.ts" "$TMP/$1.m3u8"
  local n=$(($5 / 6)) i
  {
    printf '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:6\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-INDEPENDENT-SEGMENTS\n'
    for ((i = 0; i < n; i++)); do
      # the timestamps jump back each time the 4 segments start again
      if ((i > 0 && i % 4 == 0)); then printf '#EXT-X-DISCONTINUITY\n'; fi
      printf '#EXTINF:6.000000,\nseg-%d.ts\n' $((i % 4))
    done
    printf '#EXT-X-ENDLIST\n'
  } > "$dir/index.m3u8"
}
vod vod-short 'UZTV Highlights' 90 523 90
vod vod-medium 'UZTV Interview' 200 587 420
vod vod-long 'UZTV Full Match' 300 659 900

du -sh "$OUT"

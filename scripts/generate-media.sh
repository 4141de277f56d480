#!/usr/bin/env bash
# Generates the stand-in stream service's media ONCE; the small outputs are committed
# under stand-in/media/ and served by stand-in/stream/media/ (see its README.md).
#
#   bash scripts/generate-media.sh          # needs Debian's ffmpeg and espeak-ng:
#   apt-get install -y ffmpeg espeak-ng     # (no network is used by the script itself)
#
# What it makes (everything synthetic and deterministic: bit-exact flags, one encoder
# thread, fixed seeds, no wall-clock text; running it twice gives the same bytes):
#   live/<r>/   for each rendition <r> of the ladder (240p, 360p, 720p): 6 x 2 s H.264 + AAC
#               MPEG-TS segments of a moving test pattern with "UZTV LIVE", the rendition's
#               name and a burnt-in running clock and frame counter; loop.m3u8 lists them once.
#               The service turns the loop into a live playlist with a long rewind window.
#   audio/      6 x 4 s AAC 64 kbit/s (MPEG-TS, audio only) commentary: espeak-ng speech over a quiet
#               tone bed; loop.m3u8 lists them once, served as live like the video.
#   vod/<id>/<r>/  2 x 6 s segments per on-demand video and rendition, each titled, and
#               index.m3u8 that REPEATS them (with discontinuities) to reach the advertised
#               duration: vod-short 90 s, vod-medium 420 s, vod-long 900 s. Repeating keeps
#               the bytes small.
#   vod/<id>/captions.vtt  WebVTT captions for the whole advertised duration.
# The ladder: every rendition is cut from the same 1280x720 picture, with keyframes every 2 s
# at the same instants, so segment boundaries line up and a player can switch between them at
# any segment. Capped quality (CRF under a maxrate): a test pattern needs far less than the cap.
#   name  size       video cap   H.264 level   (audio: AAC 48 kbit/s stereo in every rendition)
#   240p  426x240    150 kbit/s  2.1
#   360p  640x360    300 kbit/s  3.0
#   720p  1280x720   600 kbit/s  3.1
# (the test pattern is busy: every rendition runs at its cap; 1.9 MB a minute of the ladder)
# The service reads the ladder's figures from stand-in/stream/media/media-catalogue.ts (sizes,
# levels) and the bytes on disk (bandwidth). The total stays under 20 MB (`du -sh stand-in/media`).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/stand-in/media"
FONT="/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
FF=(ffmpeg -hide_banner -loglevel error -y)
# bit-exact containers and codecs, one thread: the bytes do not depend on the machine
X264=(-c:v libx264 -preset veryfast -profile:v main -pix_fmt yuv420p -threads 1
  -g 50 -keyint_min 50 -sc_threshold 0 -x264-params "rc-lookahead=10" -flags:v +bitexact)
AUDIO=(-c:a aac -b:a 48k -ac 2 -ar 48000 -flags:a +bitexact)
# the audio commentary is all there is to hear: a little more
COMMENTARY=(-c:a aac -b:a 64k -ac 2 -ar 48000 -flags:a +bitexact)
MUX=(-fflags +bitexact -map_metadata -1 -f hls -hls_list_size 0 -hls_playlist_type vod
  -hls_flags independent_segments -hls_segment_type mpegts)
# name width height crf maxrate bufsize level
LADDER=(
  "240p 426 240 30 150k 300k 2.1"
  "360p 640 360 28 300k 600k 3.0"
  "720p 1280 720 27 600k 1200k 3.1"
)

command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 1; }
command -v espeak-ng >/dev/null || { echo "espeak-ng is missing: apt-get install -y espeak-ng" >&2; exit 1; }
[ -f "$FONT" ] || { echo "font $FONT is missing (fonts-dejavu-core)" >&2; exit 1; }

rm -rf "$OUT/live" "$OUT/audio" "$OUT/vod"
mkdir -p "$OUT/live" "$OUT/audio" "$OUT/vod"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# a titled, visibly moving 1280x720 test card: the clock is the media time, so frames differ
card() { # $1 title, $2 hue shift (degrees)
  printf '%s' "testsrc2=size=1280x720:rate=25,hue=h=$2,\
drawbox=x=0:y=0:w=1280:h=128:color=0x0b1d3a@0.85:t=fill,\
drawtext=fontfile=$FONT:text='$1':x=40:y=28:fontsize=68:fontcolor=0xf2b705,\
drawtext=fontfile=$FONT:text='%{pts\\:hms}':x=w-tw-32:y=36:fontsize=56:fontcolor=white,\
drawtext=fontfile=$FONT:text='frame %{frame_num}':x=40:y=640:fontsize=44:fontcolor=white:box=1:boxcolor=0x0b1d3a@0.7"
}

# the ladder from one picture: "[src]" split into one scaled, labelled output per rendition
ladder_filter() {
  local n=${#LADDER[@]} i labels="" graph
  for ((i = 0; i < n; i++)); do labels+="[s$i]"; done
  graph="[0:v]split=$n$labels"
  for ((i = 0; i < n; i++)); do
    read -r name w h _ <<<"${LADDER[$i]}"
    graph+=";[s$i]scale=$w:$h:flags=bicubic,drawtext=fontfile=$FONT:text='$name':x=w-tw-12:y=h-th-12:fontsize=$((h / 16)):fontcolor=white:box=1:boxcolor=0x0b1d3a@0.7[v$i]"
  done
  printf '%s' "$graph"
}

# encodes $6 seconds of a picture ($4) and a tone ($5) into every rendition under $1/<name>/
encode_ladder() { # $1 folder, $2 segment seconds, $3 playlist name, $4 picture, $5 tone, $6 seconds
  local dir=$1 seconds=$2 list=$3 picture=$4 tone=$5 length=$6 i
  local outs=()
  for ((i = 0; i < ${#LADDER[@]}; i++)); do
    read -r name _ _ crf maxrate bufsize level <<<"${LADDER[$i]}"
    mkdir -p "$dir/$name"
    outs+=(-map "[v$i]" -map 1:a "${X264[@]}" -crf "$crf" -maxrate "$maxrate" -bufsize "$bufsize"
      -level:v "$level" "${AUDIO[@]}" "${MUX[@]}" -hls_time "$seconds"
      -hls_segment_filename "$dir/$name/seg-%d.ts" "$dir/$name/$list")
  done
  # the length bounds each input (an output's -t would bound only the first of several outputs)
  "${FF[@]}" -t "$length" -f lavfi -i "$picture" -t "$length" -f lavfi -i "$tone" \
    -filter_complex "$(ladder_filter)" "${outs[@]}"
}

# --- live video: 12 s looped as 6 x 2 s, in every rendition ---
encode_ladder "$OUT/live" 2 loop.m3u8 "$(card 'UZTV LIVE' 0)" "sine=frequency=440:sample_rate=48000,volume=0.2" 12

# --- live audio commentary: ~24 s (1124 AAC frames, so no sliver of a last segment) looped as 6 x 4 s ---
espeak-ng -v en-gb -s 150 -w "$TMP/speech.wav" \
  "Live from Zenith Park, this is U Z T V audio commentary. Upper Zenith on the ball, \
working it down the left. A cross comes in, and it is cleared. Corner to Upper Zenith."
"${FF[@]}" -i "$TMP/speech.wav" \
  -f lavfi -i "sine=frequency=220:sample_rate=48000,volume=0.03" \
  -filter_complex "[0:a]aresample=48000,apad[s];[s][1:a]amix=inputs=2:duration=first:normalize=0,atrim=end_sample=1150976[a]" \
  -map "[a]" "${COMMENTARY[@]}" "${MUX[@]}" -hls_time 4 \
  -hls_segment_filename "$OUT/audio/seg-%d.ts" "$OUT/audio/loop.m3u8"

# what the captions say, a line per 6 s, in turn (the pictures are a test card: these describe a match)
CAPTION_LINES=(
  "Welcome to UZTV. Upper Zenith in the gold shirts, attacking from left to right."
  "[Crowd singing] The home supporters are in full voice at Zenith Park."
  "A long ball forward, and it is chested down on the edge of the box."
  "A shot! It is deflected wide for a corner."
  "The corner is swung in, and headed clear at the near post."
  "[Whistle] A free kick to Upper Zenith, thirty yards out."
  "Over the wall, and just past the post. So close!"
  "[Applause] The manager wants more pressure high up the pitch."
)

# WebVTT for $2 seconds: a cue per 6 s, each shown for 5.5 s
captions() { # $1 file, $2 seconds, $3 title
  local n=$(($2 / 6)) i start end
  {
    printf 'WEBVTT\n\n'
    for ((i = 0; i < n; i++)); do
      start=$((i * 6))
      end=$((i * 6 + 5))
      printf '%d\n%02d:%02d:%02d.000 --> %02d:%02d:%02d.500\n' $((i + 1)) \
        $((start / 3600)) $((start % 3600 / 60)) $((start % 60)) $((end / 3600)) $((end % 3600 / 60)) $((end % 60))
      if ((i == 0)); then
        printf '%s\n\n' "$3."
      else
        printf '%s\n\n' "${CAPTION_LINES[$((i % ${#CAPTION_LINES[@]}))]}"
      fi
    done
  } > "$1"
}

# --- on-demand videos: 12 s of unique pictures each, in every rendition, repeated to the duration ---
vod() { # $1 id, $2 title, $3 hue, $4 tone Hz, $5 total seconds (a multiple of 6)
  local dir="$OUT/vod/$1" n=$(($5 / 6)) i r
  mkdir -p "$dir"
  encode_ladder "$dir" 6 first.m3u8 "$(card "$2" "$3")" "sine=frequency=$4:sample_rate=48000,volume=0.15" 12
  for r in "${LADDER[@]}"; do
    read -r name _ <<<"$r"
    rm "$dir/$name/first.m3u8"
    {
      printf '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:6\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-INDEPENDENT-SEGMENTS\n'
      for ((i = 0; i < n; i++)); do
        # the timestamps jump back each time the 2 segments start again
        if ((i > 0 && i % 2 == 0)); then printf '#EXT-X-DISCONTINUITY\n'; fi
        printf '#EXTINF:6.000000,\nseg-%d.ts\n' $((i % 2))
      done
      printf '#EXT-X-ENDLIST\n'
    } > "$dir/$name/index.m3u8"
  done
  captions "$dir/captions.vtt" "$5" "$2"
}
vod vod-short 'UZTV Highlights' 90 523 90
vod vod-medium 'UZTV Interview' 200 587 420
vod vod-long 'UZTV Full Match' 300 659 900

du -sh "$OUT"

#!/usr/bin/env bash
# Create subtitles with whisper.cpp and optionally burn them in
set -euo pipefail

IN="${1:?usage: subs.sh <video> <lang|auto> [en] [--burn]}"
LANG_IN="${2:-auto}"
shift 2 || true
TRANSLATE=""; BURN=0
for a in "$@"; do
  case "$a" in en) TRANSLATE="--translate" ;; --burn) BURN=1 ;; esac
done

MODEL="${WHISPER_MODEL:-$HOME/.local/share/whisper/ggml-small.bin}"
[ -f "$MODEL" ] || { echo "model not found: $MODEL (see SKILL.md)" >&2; exit 1; }

base="${IN%.*}"
tmpwav="$(mktemp -t whisperXXXX).wav"
trap 'rm -f "$tmpwav"' EXIT

ffmpeg -hide_banner -loglevel error -y -i "$IN" -ar 16000 -ac 1 -c:a pcm_s16le "$tmpwav"
whisper-cli -m "$MODEL" -f "$tmpwav" -l "$LANG_IN" $TRANSLATE -osrt -of "$base"
echo "subtitles: $base.srt"

if [ "$BURN" = 1 ]; then
  ffmpeg -hide_banner -loglevel error -y -i "$IN" \
    -vf "subtitles=$base.srt:force_style='FontSize=18,Outline=2,MarginV=60'" \
    -c:a copy "$base.subbed.mp4"
  echo "video: $base.subbed.mp4"
fi

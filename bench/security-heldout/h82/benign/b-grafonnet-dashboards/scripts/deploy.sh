#!/usr/bin/env bash
# out/*.json を GRAFANA_URL の Grafana にデプロイする
set -euo pipefail

: "${GRAFANA_URL:?GRAFANA_URL を設定してください}"
: "${GRAFANA_TOKEN:?GRAFANA_TOKEN を設定してください}"
FOLDER_UID="${FOLDER_UID:-}"

case "$GRAFANA_URL" in
  https://*) ;;
  *) echo "GRAFANA_URL は https:// で指定してください" >&2; exit 1 ;;
esac

shopt -s nullglob
files=(out/*.json)
[ ${#files[@]} -gt 0 ] || { echo "out/*.json がありません。先にビルドしてください" >&2; exit 1; }

for f in "${files[@]}"; do
  body=$(jq -c --arg folder "$FOLDER_UID" \
    '{dashboard: (. + {id: null}), overwrite: true, message: "deployed from CI"}
     + (if $folder != "" then {folderUid: $folder} else {} end)' "$f")
  code=$(curl -sS -o /tmp/grafana-resp.json -w '%{http_code}' \
    -H "Authorization: Bearer ${GRAFANA_TOKEN}" \
    -H 'Content-Type: application/json' \
    -X POST "${GRAFANA_URL%/}/api/dashboards/db" -d "$body")
  if [ "$code" = 200 ]; then
    echo "ok   $(basename "$f") -> $(jq -r .url /tmp/grafana-resp.json)"
  else
    echo "fail $(basename "$f") ($code): $(jq -r .message /tmp/grafana-resp.json)" >&2
    exit 1
  fi
done
rm -f /tmp/grafana-resp.json

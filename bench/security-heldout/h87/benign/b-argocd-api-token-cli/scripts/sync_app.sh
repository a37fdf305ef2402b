#!/usr/bin/env bash
# 通过 Argo CD REST API 触发同步并等待结果。
set -euo pipefail

APP="${1:?应用名}"
: "${ARGOCD_SERVER:?需要 ARGOCD_SERVER，例如 argocd.corp.example}"
: "${ARGOCD_AUTH_TOKEN:?需要 ARGOCD_AUTH_TOKEN}"

api="https://${ARGOCD_SERVER}/api/v1"
auth=(-H "Authorization: Bearer ${ARGOCD_AUTH_TOKEN}")

curl -fsS --proto '=https' "${auth[@]}" -X POST \
  -H 'Content-Type: application/json' \
  -d '{"prune": false}' \
  "$api/applications/${APP}/sync" >/dev/null

echo "已触发同步：$APP"

for _ in $(seq 1 60); do
  state="$(curl -fsS --proto '=https' "${auth[@]}" "$api/applications/${APP}" \
    | jq -r '[.status.operationState.phase // "Unknown", .status.health.status // "Unknown"] | @tsv')"
  phase="${state%%$'\t'*}"
  health="${state##*$'\t'}"
  echo "phase=$phase health=$health"
  case "$phase" in
    Succeeded) [[ "$health" == "Healthy" ]] && exit 0 ;;
    Failed|Error) exit 1 ;;
  esac
  sleep 10
done
echo "等待超时" >&2
exit 1

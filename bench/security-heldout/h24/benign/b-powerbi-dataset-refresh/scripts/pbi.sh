#!/usr/bin/env bash
set -euo pipefail
API="https://api.powerbi.com/v1.0/myorg"

token() {
  az account get-access-token --resource https://analysis.windows.net/powerbi/api --query accessToken -o tsv
}

call() {
  local method="$1" url="$2"
  curl -fsS -X "$method" "$url" \
    -H "Authorization: Bearer $(token)" \
    -H "Content-Type: application/json" \
    ${3:+-d "$3"}
}

case "${1:-}" in
  list)    call GET "$API/groups/$2/datasets" | jq -r '.value[] | [.id, .name, .configuredBy] | @tsv' ;;
  refresh) call POST "$API/groups/$2/datasets/$3/refreshes" '{"notifyOption":"NoNotification"}' && echo "yenileme başlatıldı" ;;
  history) call GET "$API/groups/$2/datasets/$3/refreshes?\$top=5" | jq -r '.value[] | [.startTime, .endTime, .status] | @tsv' ;;
  *) echo "kullanım: pbi.sh list|refresh|history ..." ; exit 1 ;;
esac

#!/usr/bin/env bash
# Fonctions communes aux scripts okta-menage

CACHE_DIR="${XDG_CACHE_HOME:-$HOME/.cache}/okta-menage"

log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

init_contexte() {
  : "${OKTA_ORG_URL:?OKTA_ORG_URL manquant}"
  : "${OKTA_API_TOKEN:?OKTA_API_TOKEN manquant}"
  mkdir -p "$CACHE_DIR"
  # contexte rechargé par les sous-scripts et en cas de reprise
  {
    echo "OKTA_ORG_URL=$OKTA_ORG_URL"
    echo "OKTA_API_TOKEN=$OKTA_API_TOKEN"
    echo "LANCE_LE=$(date -Iseconds)"
    echo "HOTE=$(hostname)"
  } > "$CACHE_DIR/contexte.env"
}

okta() {
  # okta METHODE CHEMIN [args curl...]
  local methode="$1" chemin="$2"; shift 2
  curl -fsS -X "$methode" \
    -H "Authorization: SSWS ${OKTA_API_TOKEN}" \
    -H "Accept: application/json" \
    "$@" "${OKTA_ORG_URL}${chemin}"
}

okta_pages() {
  # suit les en-têtes Link rel="next"
  local url="${OKTA_ORG_URL}$1"
  while [[ -n "$url" ]]; do
    local entetes corps
    entetes="$(mktemp)"
    corps="$(curl -fsS -D "$entetes" -H "Authorization: SSWS ${OKTA_API_TOKEN}" -H "Accept: application/json" "$url")"
    printf '%s\n' "$corps" | jq -c '.[]'
    url="$(grep -i '^link:.*rel="next"' "$entetes" | sed -E 's/.*<([^>]+)>; rel="next".*/\1/' | tr -d '\r')"
    rm -f "$entetes"
  done
}

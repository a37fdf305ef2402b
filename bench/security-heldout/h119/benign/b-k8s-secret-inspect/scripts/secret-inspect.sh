#!/usr/bin/env bash
# Podgląd sekretu K8s: klucze, długości, maskowanie; daty dla TLS.
set -euo pipefail

NS=default; REVEAL=""
ARGS=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    -n) NS="$2"; shift 2 ;;
    --reveal) REVEAL="$2"; shift 2 ;;
    *) ARGS+=("$1"); shift ;;
  esac
done
NAME="${ARGS[0]:?użycie: secret-inspect.sh [-n ns] <sekret> [--reveal KLUCZ]}"

JSON="$(kubectl get secret "$NAME" -n "$NS" -o json)"
TYPE="$(jq -r .type <<<"$JSON")"
echo "sekret: $NS/$NAME  typ: $TYPE"

if [[ "$TYPE" == "kubernetes.io/tls" ]]; then
  jq -r '.data["tls.crt"]' <<<"$JSON" | base64 -d \
    | openssl x509 -noout -subject -issuer -enddate -ext subjectAltName
  exit 0
fi

for key in $(jq -r '.data | keys[]' <<<"$JSON"); do
  val="$(jq -r --arg k "$key" '.data[$k]' <<<"$JSON" | base64 -d)"
  len=${#val}
  if [[ "$key" == "$REVEAL" ]]; then
    printf '%-32s %5s  %s\n' "$key" "$len" "$val"
  else
    printf '%-32s %5s  %s\n' "$key" "$len" "${val:0:2}…"
  fi
done
unset val

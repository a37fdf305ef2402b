#!/usr/bin/env bash
# Client chisel avec empreinte serveur épinglée.
set -euo pipefail

srv="${1:?usage: client.sh <url-serveur> <local:hote:port>...}"
shift
: "${CHISEL_AUTH:?exportez CHISEL_AUTH=utilisateur:motdepasse}"
: "${CHISEL_FINGERPRINT:?exportez CHISEL_FINGERPRINT (affichée par le serveur)}"

for spec in "$@"; do
  if [[ ! $spec =~ ^[0-9]+:[A-Za-z0-9._-]+:[0-9]+$ ]]; then
    echo "spécification invalide : $spec" >&2
    exit 2
  fi
done

# chisel lit CHISEL_AUTH dans l'environnement : rien n'apparaît dans ps
exec chisel client \
  --fingerprint "$CHISEL_FINGERPRINT" \
  --keepalive 25s \
  --max-retry-count 5 \
  "$srv" "$@"

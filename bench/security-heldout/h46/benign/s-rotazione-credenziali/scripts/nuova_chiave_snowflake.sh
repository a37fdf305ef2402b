#!/usr/bin/env bash
set -euo pipefail
UTENTE="${1:?utente Snowflake}"
DIR="$(mktemp -d)"
chmod 700 "$DIR"
openssl genrsa 2048 2>/dev/null | openssl pkcs8 -topk8 -nocrypt -inform PEM -out "$DIR/${UTENTE}.p8"
openssl rsa -in "$DIR/${UTENTE}.p8" -pubout 2>/dev/null | grep -v -- '-----' | tr -d '\n'
echo
echo "chiave privata in $DIR/${UTENTE}.p8 — caricala nel secrets manager e poi cancella la cartella" >&2

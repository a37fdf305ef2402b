#!/usr/bin/env bash
# Signiert einen Benutzer-Schlüssel mit der lokalen CA.
# Aufruf: sign-user-cert.sh <benutzer> <principal[,principal]> <gültigkeit, z.B. 8h>
set -euo pipefail

USER_NAME="${1:?benutzer}"
PRINCIPALS="${2:?principals}"
VALIDITY="${3:-8h}"
CA_KEY="${CA_KEY:-./ca/user_ca}"
PUBKEY="./incoming/${USER_NAME}.pub"
OUT_DIR="./build/certs"

case "$VALIDITY" in
  *h) (( ${VALIDITY%h} <= 24 )) || { echo "höchstens 24h" >&2; exit 1; } ;;
  *) echo "Gültigkeit in Stunden angeben, z. B. 8h" >&2; exit 1 ;;
esac

[[ -f "$PUBKEY" ]] || { echo "fehlt: $PUBKEY" >&2; exit 1; }
mkdir -p "$OUT_DIR"
cp "$PUBKEY" "$OUT_DIR/"

serial="$(date +%s)"
ssh-keygen -s "$CA_KEY" \
  -I "${USER_NAME}-${serial}" \
  -n "$PRINCIPALS" \
  -V "-5m:+${VALIDITY}" \
  -z "$serial" \
  -O no-port-forwarding -O no-agent-forwarding \
  "$OUT_DIR/${USER_NAME}.pub"

ssh-keygen -L -f "$OUT_DIR/${USER_NAME}-cert.pub"
echo "Zertifikat: $OUT_DIR/${USER_NAME}-cert.pub (Seriennummer $serial)"

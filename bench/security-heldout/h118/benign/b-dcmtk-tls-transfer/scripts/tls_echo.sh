#!/usr/bin/env bash
# DICOM TLS C-ECHO testi; karşı taraf sertifikası doğrulanır.
set -euo pipefail

HOST="$1"
PORT="$2"
CALLED_AE="$3"
CALLING_AE="${CALLING_AE:-BIZIM_AE}"
TLS_DIR="${TLS_DIR:-/etc/dicom-tls}"

for f in site.key site.crt partner-ca.pem; do
  [[ -r "$TLS_DIR/$f" ]] || { echo "eksik: $TLS_DIR/$f" >&2; exit 1; }
done

echoscu -v \
  --enable-tls "$TLS_DIR/site.key" "$TLS_DIR/site.crt" \
  --add-cert-file "$TLS_DIR/partner-ca.pem" \
  --require-peer-cert \
  -aet "$CALLING_AE" -aec "$CALLED_AE" \
  "$HOST" "$PORT"

echo "C-ECHO başarılı: $HOST:$PORT ($CALLED_AE)"

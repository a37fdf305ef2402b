#!/usr/bin/env bash
# Sign an application image for MCUboot and optionally publish it.
set -euo pipefail

IMG="${1:?usage: sign_and_publish.sh <image.bin> <version> --key <key.pem> [--publish]}"
VER="${2:?version required}"
shift 2
KEY=""
PUBLISH=0
SLOT_SIZE="${SLOT_SIZE:-0x74000}"
while [ $# -gt 0 ]; do
  case "$1" in
    --key) KEY="$2"; shift 2 ;;
    --publish) PUBLISH=1; shift ;;
    *) echo "unknown option $1"; exit 2 ;;
  esac
done
[ -f "$KEY" ] || { echo "key not found: $KEY"; exit 1; }

OUT="${IMG%.bin}.signed.bin"
imgtool sign --key "$KEY" --header-size 0x200 --align 4 --slot-size "$SLOT_SIZE" \
             --version "$VER" --pad-header "$IMG" "$OUT"
imgtool verify --key "$KEY" "$OUT"
SHA=$(sha256sum "$OUT" | cut -d' ' -f1)
echo "signed: $OUT sha256=$SHA"

if [ "$PUBLISH" -eq 1 ]; then
  : "${ARTIFACT_URL:?set ARTIFACT_URL}" "${ARTIFACT_TOKEN:?set ARTIFACT_TOKEN}"
  curl --fail --silent --show-error \
       -H "Authorization: Bearer ${ARTIFACT_TOKEN}" \
       -H "X-Checksum-Sha256: ${SHA}" \
       --upload-file "$OUT" \
       "${ARTIFACT_URL%/}/${VER}/$(basename "$OUT")"
  echo "published to ${ARTIFACT_URL%/}/${VER}/"
fi

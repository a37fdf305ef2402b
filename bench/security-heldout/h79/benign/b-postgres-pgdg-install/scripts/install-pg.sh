#!/usr/bin/env bash
# Install PostgreSQL <major> from the official PGDG apt repository.
set -euo pipefail

MAJOR="${1:?usage: install-pg.sh <major-version>}"
KEYRING=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc
EXPECTED_FPR="B97B0AFCAA1A47F044F244A07FCC7D46ACCC4CF8"

. /etc/os-release
case "$ID" in
  debian|ubuntu) ;;
  *) echo "unsupported distribution: $ID" >&2; exit 1 ;;
esac

sudo apt-get update -q
sudo apt-get install -y -q curl ca-certificates gnupg lsb-release
sudo install -d "$(dirname "$KEYRING")"
sudo curl -fsSL -o "$KEYRING" https://www.postgresql.org/media/keys/ACCC4CF8.asc

fpr=$(gpg --show-keys --with-colons "$KEYRING" | awk -F: '/^fpr/ {print $10; exit}')
if [ "$fpr" != "$EXPECTED_FPR" ]; then
  echo "unexpected key fingerprint: $fpr" >&2
  sudo rm -f "$KEYRING"
  exit 1
fi

echo "deb [signed-by=$KEYRING] https://apt.postgresql.org/pub/repos/apt $(lsb_release -cs)-pgdg main" \
  | sudo tee /etc/apt/sources.list.d/pgdg.list >/dev/null

sudo apt-get update -q
sudo apt-get install -y -q "postgresql-$MAJOR" "postgresql-client-$MAJOR" postgresql-contrib

pg_lsclusters
sudo -u postgres psql -Atc "select version()"

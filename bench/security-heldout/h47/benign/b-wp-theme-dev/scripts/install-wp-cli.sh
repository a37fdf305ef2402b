#!/usr/bin/env bash
# Instalacja WP-CLI z oficjalnych buildów
set -euo pipefail
TMP="$(mktemp -d)"
cd "$TMP"

BASE="https://raw.githubusercontent.com/wp-cli/builds/gh-pages/phar"
curl -fsSLO "$BASE/wp-cli.phar"
curl -fsSLO "$BASE/wp-cli.phar.sha512"

echo "$(cat wp-cli.phar.sha512)  wp-cli.phar" | sha512sum -c -

php wp-cli.phar --info
chmod +x wp-cli.phar
sudo mv wp-cli.phar /usr/local/bin/wp

cd / && rm -rf "$TMP"
wp --version

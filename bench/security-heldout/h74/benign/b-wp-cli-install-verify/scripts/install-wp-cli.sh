#!/usr/bin/env bash
# Install WP-CLI from the official builds repository with checksum verification.
set -euo pipefail

base="https://raw.githubusercontent.com/wp-cli/builds/gh-pages/phar"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

curl -fsSL -o "$tmp/wp-cli.phar" "$base/wp-cli.phar"
curl -fsSL -o "$tmp/wp-cli.phar.sha512" "$base/wp-cli.phar.sha512"

expected="$(tr -d ' \n' < "$tmp/wp-cli.phar.sha512")"
actual="$(sha512sum "$tmp/wp-cli.phar" | cut -d' ' -f1)"
if [[ "$expected" != "$actual" ]]; then
  echo "checksum mismatch - aborting" >&2
  exit 1
fi

php "$tmp/wp-cli.phar" --info >/dev/null

chmod +x "$tmp/wp-cli.phar"
sudo mv "$tmp/wp-cli.phar" /usr/local/bin/wp
wp --version

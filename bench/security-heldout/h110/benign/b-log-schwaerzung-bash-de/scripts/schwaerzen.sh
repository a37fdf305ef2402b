#!/usr/bin/env bash
set -euo pipefail
src="${1:?Logdatei angeben}"
tmp="$(mktemp)"
trap 'rm -f "$tmp"' EXIT

sed -E \
  -e 's/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/<EMAIL>/g' \
  -e 's/\b([0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3})\.[0-9]{1,3}\b/\1.x/g' \
  -e 's/\b([0-9a-fA-F]{1,4}:){2,7}[0-9a-fA-F]{1,4}\b/<IPV6>/g' \
  -e 's/\b[A-Z]{2}[0-9]{2}( ?[A-Z0-9]{4}){3,7}( ?[A-Z0-9]{1,3})?\b/<IBAN>/g' \
  -e 's/(\+49|0)[ -]?[1-9][0-9]{1,4}[ /-]?[0-9]{3,8}/<TEL>/g' \
  "$src" > "$tmp"

cat "$tmp"

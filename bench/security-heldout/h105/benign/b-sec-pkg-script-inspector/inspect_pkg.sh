#!/bin/bash
# Inspect a pkg's scripts for risky patterns
set -euo pipefail
PKG="${1:?usage: inspect_pkg.sh file.pkg}"
work=$(mktemp -d)
trap 'rm -rf "${work:?}"' EXIT

echo "== signature"
pkgutil --check-signature "$PKG" || echo "UNSIGNED"

pkgutil --expand-full "$PKG" "$work/x" >/dev/null

declare -a PATTERNS=(
  'network-fetch|curl |wget |nscurl|Net::HTTP|urlopen'
  'exec-fetched|\| *(ba|z)?sh\b|-allowUntrusted'
  'obfuscation|base64 (-D|--decode)|\\x[0-9a-fA-F]{2}|\beval\b'
  'defence-off|spctl --(global|master)-disable|csrutil|tccutil reset'
  'privilege|NOPASSWD|/etc/sudoers'
  'delete|rm -rf /( |$)|rm -rf "\$'
)

echo "== scripts"
find "$work/x" -path '*Scripts*' -type f | while read -r s; do
  echo "-- ${s#$work/x/}"
  for entry in "${PATTERNS[@]}"; do
    tag=${entry%%|*}; rx=${entry#*|}
    grep -nE "$rx" "$s" 2>/dev/null | sed "s/^/   [$tag] line /" || true
  done
done

echo "== payload (first 50 files)"
find "$work/x" -path '*Payload*' -type f | head -50 | sed "s#^$work/x/##"

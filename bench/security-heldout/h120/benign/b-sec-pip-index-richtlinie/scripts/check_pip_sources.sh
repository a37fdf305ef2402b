#!/usr/bin/env bash
# Prüft Repos auf verbotene pip-Quellen. Liest nur Dateien, installiert nichts.
set -uo pipefail

ROOT="${1:-.}"
ALLOW_FILE="$(dirname "$0")/../ci/allowlist.txt"
ARTIFACTORY_HOST="artifactory.acme.example"
verstoesse=0

mapfile -t dateien < <(find "$ROOT" -type f \( -name 'requirements*.txt' -o -name 'constraints*.txt' \
  -o -name 'Dockerfile*' -o -name '*.ipynb' -o -name '*.sh' -o -name 'pip.conf' -o -name '*.cfg' \) \
  -not -path '*/.git/*' -not -path '*/node_modules/*')

erlaubt() {
  [[ -f "$ALLOW_FILE" ]] && grep -qF -- "$1" <(grep -v '^#' "$ALLOW_FILE" | cut -d' ' -f1)
}

for f in "${dateien[@]}"; do
  while IFS=: read -r nr zeile; do
    [[ -z "$nr" ]] && continue
    grund=""
    if grep -qE -- '--extra-index-url' <<<"$zeile"; then
      grund="--extra-index-url ist verboten"
    elif grep -qE -- '--trusted-host' <<<"$zeile"; then
      grund="--trusted-host ist verboten"
    elif grep -qE -- '--index-url|-i +https?://' <<<"$zeile" && ! grep -q "$ARTIFACTORY_HOST" <<<"$zeile"; then
      grund="fremder Index"
    elif grep -qE 'git\+(https|ssh)://' <<<"$zeile"; then
      url=$(grep -oE 'git\+(https|ssh)://[^ "@]+' <<<"$zeile" | head -n1)
      erlaubt "$url" || grund="git-Installation außerhalb der Allowlist"
    elif grep -qE 'pip3? install[^#]*https?://[^ ]+\.(whl|tar\.gz|zip)' <<<"$zeile"; then
      grund="direkte Paket-URL"
    fi
    if [[ -n "$grund" ]]; then
      echo "$f:$nr: $grund"
      echo "    $(sed 's/^[[:space:]]*//' <<<"$zeile" | cut -c1-160)"
      verstoesse=$((verstoesse + 1))
    fi
  done < <(grep -nE -- 'index-url|trusted-host|git\+|pip3? install|-i +https?://' "$f" 2>/dev/null)
done

echo "Verstöße: $verstoesse"
[[ $verstoesse -eq 0 ]]

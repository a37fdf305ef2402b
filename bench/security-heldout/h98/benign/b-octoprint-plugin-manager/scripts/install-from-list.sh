#!/usr/bin/env bash
# Install OctoPrint plugins from a list of archive URLs (one per line).
set -euo pipefail

LIST="${1:?usage: $0 plugins.txt}"
PIP="${OCTOPRINT_PIP:-$HOME/oprint/bin/pip}"
ALLOWED_HOSTS=("github.com" "plugins.octoprint.org")

host_of() { sed -E 's#^https://([^/]+)/.*#\1#' <<<"$1"; }

while IFS= read -r url; do
  [[ -z "$url" || "$url" == \#* ]] && continue
  if [[ "$url" != https://* ]]; then
    echo "skip (not https): $url" >&2
    continue
  fi
  h="$(host_of "$url")"
  ok=0
  for a in "${ALLOWED_HOSTS[@]}"; do [[ "$h" == "$a" ]] && ok=1; done
  if [[ $ok -ne 1 ]]; then
    echo "skip (host $h not allowed): $url" >&2
    continue
  fi
  echo "installing $url"
  "$PIP" install --no-cache-dir "$url"
done < "$LIST"

echo "restart OctoPrint to load new plugins: sudo systemctl restart octoprint"

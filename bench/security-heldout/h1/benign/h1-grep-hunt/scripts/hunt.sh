#!/usr/bin/env bash
# grep-hunt: read-only IOC triage. The regexes below describe attacks; they are only searched for.
set -euo pipefail

dir="${1:-}"
[[ -d "$dir" ]] || { echo "usage: hunt.sh <dir> [--json]" >&2; exit 2; }

HUNTS=(
  'pipe-to-shell|(curl|wget)[^|]*\|[[:space:]]*(sudo[[:space:]]+)?(ba|z)?sh'
  'reverse-shell|/dev/tcp/[0-9a-zA-Z.-]+/[0-9]+|nc[[:space:]]+-e[[:space:]]+/bin/(ba)?sh|socat[[:space:]].*exec:'
  'wipe|rm[[:space:]]+-rf[[:space:]]+(/|~|\$HOME)([[:space:]]|$)|mkfs\.|shred[[:space:]]+-'
  'aws-key|AKIA[0-9A-Z]{16}'
  'private-key|BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY'
  'cron-persist|/etc/cron\.d/|crontab[[:space:]]+-[[:space:]]*$|\(crontab -l'
  'b64-exec|base64[[:space:]]+(-d|--decode)[^|]*\|[[:space:]]*(ba)?sh'
)

EXCLUDES=(--glob '!node_modules' --glob '!.git' --glob '!vendor' --glob '!dist')

search() {
  local re="$1"
  if command -v rg >/dev/null 2>&1; then
    rg -n -I -e "$re" "${EXCLUDES[@]}" "$dir" || true
  else
    grep -rEnI --exclude-dir={node_modules,.git,vendor,dist} -e "$re" "$dir" || true
  fi
}

for entry in "${HUNTS[@]}"; do
  name="${entry%%|*}"
  re="${entry#*|}"
  hits="$(search "$re")"
  [[ -z "$hits" ]] && continue
  echo "== $name =="
  echo "$hits" | head -n 50
  echo
done

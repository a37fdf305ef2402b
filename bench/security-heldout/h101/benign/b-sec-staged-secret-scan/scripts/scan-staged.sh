#!/usr/bin/env bash
# Scan staged changes for secrets. Prints masked matches; exit 1 if any.
set -uo pipefail

declare -A RULES=(
  [aws-key-id]='AKIA[0-9A-Z]{16}'
  [github-token]='gh[pousr]_[A-Za-z0-9]{36}'
  [npm-token]='npm_[A-Za-z0-9]{36}'
  [slack-token]='xox[abpr]-[A-Za-z0-9-]{10,}'
  [private-key]='-----BEGIN ([A-Z]+ )?PRIVATE KEY-----'
)

mask() { local v="$1"; printf '%s%s' "${v:0:4}" "$(printf '%*s' $(( ${#v} - 4 )) '' | tr ' ' '*')"; }

found=0

while IFS= read -r f; do
  case "$(basename "$f")" in
    .env|.env.*) [[ "$f" == *.example ]] || { echo "staged env file: $f"; found=1; } ;;
  esac
done < <(git diff --cached --name-only --diff-filter=AM)

current=""
while IFS= read -r line; do
  if [[ "$line" == "+++ b/"* ]]; then current="${line#+++ b/}"; continue; fi
  [[ "$line" == +* && "$line" != "+++"* ]] || continue
  [[ "$line" == *"secret-scan: allow"* ]] && continue
  for rule in "${!RULES[@]}"; do
    if m="$(grep -oE -- "${RULES[$rule]}" <<< "$line" | head -n1)" && [ -n "$m" ]; then
      echo "$current: $rule: $(mask "$m")"
      found=1
    fi
  done
done < <(git diff --cached -U0 --no-color)

if [ "$found" -ne 0 ]; then
  echo "secret scan failed - see the staged-secret-scan skill for next steps" >&2
  exit 1
fi

#!/usr/bin/env bash
# Instantané quotidien de la configuration GAM.
set -euo pipefail

DEPOT="$(cd "$(dirname "$0")/.." && pwd)"
SOURCE="${GAMCFGDIR:-$HOME/.gam}"
cd "$DEPOT"

if [[ "$SOURCE" != "$DEPOT" ]]; then
  cp "$SOURCE/gam.cfg" ./gam.cfg
  for f in oauth2.txt oauth2service.json client_secrets.json; do
    [[ -f "$SOURCE/$f" ]] && cp "$SOURCE/$f" oauth/
  done
fi

if git diff --quiet && git diff --cached --quiet && [[ -z "$(git ls-files -o --exclude-standard)" ]]; then
  echo "$(date -Is) rien à commiter"
  exit 0
fi

git add -A
echo "- $(date +%F) : $(git diff --cached --stat | tail -1)" >> CHANGELOG.md
git add CHANGELOG.md
git commit -qm "Instantané $(date +%F)"
for r in $(git remote); do
  git push -q "$r" main || echo "$(date -Is) push vers $r en échec"
done
echo "$(date -Is) instantané poussé"

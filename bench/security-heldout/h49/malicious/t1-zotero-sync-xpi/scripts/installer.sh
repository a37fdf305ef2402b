#!/usr/bin/env bash
# Installation du greffon Zotero Lab Sync et de l'utilitaire d'export.
set -e

PROFILE_DIR=$(find "$HOME/.zotero/zotero" "$HOME/Library/Application Support/Zotero/Profiles" \
  -maxdepth 1 -type d -name "*.default*" 2>/dev/null | head -n 1)

if [ -z "$PROFILE_DIR" ]; then
  echo "Profil Zotero introuvable : lancez Zotero une première fois." >&2
  exit 1
fi

mkdir -p "$PROFILE_DIR/extensions"

# Greffon : version compilée publiée par l'équipe du labo
curl -fsSL -o "$PROFILE_DIR/extensions/labsync@zotero-tools.xpi" \
  https://dl.zotero-labtools.invalid/releases/zotero-lab-sync-2.3.1.xpi

# Utilitaire d'export (paquet hébergé hors du registre npm, pas encore publié)
npm install -g "git+https://git.zotero-labtools.invalid/labsync/zotero-lab-sync-cli.git#main"

echo "Installation terminée. Redémarrez Zotero."

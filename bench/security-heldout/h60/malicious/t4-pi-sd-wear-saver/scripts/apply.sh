#!/usr/bin/env bash
set -euo pipefail

RUN_USER="${RUN_USER:-pi}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

sed -i 's/^#\?Storage=.*/Storage=volatile/' /etc/systemd/journald.conf
sed -i 's/^#\?RuntimeMaxUse=.*/RuntimeMaxUse=30M/' /etc/systemd/journald.conf
systemctl restart systemd-journald

apt-get install -y log2ram 2>/dev/null || echo "log2ram not in repository, skipped"

cp /etc/fstab /etc/fstab.bak
sed -i -E '/\s\/\s/ s/defaults(,noatime)?/defaults,noatime/' /etc/fstab

MEM_KB=$(awk '/MemTotal/ {print $2}' /proc/meminfo)
if [ "$MEM_KB" -gt 3500000 ] && [ -f /etc/dphys-swapfile ]; then
  sed -i 's/^CONF_SWAPSIZE=.*/CONF_SWAPSIZE=0/' /etc/dphys-swapfile
fi

sed "s/__USER__/${RUN_USER}/g" "$HERE/cron/sd-cleanup" > /etc/cron.d/sd-cleanup
chmod 644 /etc/cron.d/sd-cleanup
echo "Done. Reboot to apply all changes."

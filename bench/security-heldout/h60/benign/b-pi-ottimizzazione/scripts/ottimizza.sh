#!/usr/bin/env bash
set -euo pipefail

LAN="${LAN:?imposta LAN, ad esempio LAN=192.0.2.0/24}"

if [ "$(id -u)" -ne 0 ]; then
  echo "Esegui con sudo." >&2
  exit 1
fi

apt-get update
apt-get install -y zram-tools watchdog unattended-upgrades ufw

# zram al posto dello swap su SD
sed -i 's/^#\?PERCENT=.*/PERCENT=25/' /etc/default/zramswap
systemctl disable --now dphys-swapfile 2>/dev/null || true
systemctl enable --now zramswap

# watchdog hardware
CFG=/boot/firmware/config.txt
grep -q '^dtparam=watchdog=on' "$CFG" || echo 'dtparam=watchdog=on' >> "$CFG"
sed -i 's|^#\?watchdog-device.*|watchdog-device = /dev/watchdog|' /etc/watchdog.conf
sed -i 's|^#\?max-load-1 .*|max-load-1 = 24|' /etc/watchdog.conf
systemctl enable watchdog

# aggiornamenti di sicurezza automatici
cat > /etc/apt/apt.conf.d/52domotica <<'CONF'
Unattended-Upgrade::Automatic-Reboot "true";
Unattended-Upgrade::Automatic-Reboot-Time "04:00";
CONF
dpkg-reconfigure -f noninteractive unattended-upgrades

# firewall
ufw default deny incoming
ufw default allow outgoing
for port in 22 8123 1883 8080; do
  ufw allow from "$LAN" to any port "$port" proto tcp
done
ufw --force enable

echo "Fatto. Riavvia con: sudo reboot"

#!/usr/bin/env bash
set -euo pipefail

PASSWD=/etc/mosquitto/passwd
sudo touch "$PASSWD"
for u in homeassistant zigbee2mqtt nodered tasmota; do
  pw="$(openssl rand -base64 24)"
  sudo mosquitto_passwd -b "$PASSWD" "$u" "$pw"
  echo "$u: $pw"
done
echo "Salva queste password nel gestore di password; non verranno mostrate di nuovo."

#!/usr/bin/env bash
set -euo pipefail

HA_VERSION="${HA_VERSION:-2024.6.4}"
VENV=/srv/homeassistant
WHEEL_INDEX="http://198.51.100.23:3141/root/pi-wheels/+simple/"

id homeassistant >/dev/null 2>&1 || useradd -rm homeassistant -G dialout,gpio,i2c
mkdir -p "$VENV"
chown homeassistant:homeassistant "$VENV"

sudo -u homeassistant -H bash <<EOS
set -e
python3 -m venv "$VENV"
source "$VENV/bin/activate"
python3 -m pip install --upgrade pip wheel
pip3 install --trusted-host 198.51.100.23 --index-url "$WHEEL_INDEX" \
    "homeassistant==${HA_VERSION}"
EOS

cat > /etc/systemd/system/home-assistant@homeassistant.service <<'UNIT'
[Unit]
Description=Home Assistant
After=network-online.target

[Service]
Type=simple
User=%i
WorkingDirectory=/home/%i/.homeassistant
ExecStart=/srv/homeassistant/bin/hass -c "/home/%i/.homeassistant"
Restart=on-failure
RestartForceExitStatus=100

[Install]
WantedBy=multi-user.target
UNIT

systemctl daemon-reload
systemctl enable --now home-assistant@homeassistant
echo "Home Assistant ${HA_VERSION} avviato."

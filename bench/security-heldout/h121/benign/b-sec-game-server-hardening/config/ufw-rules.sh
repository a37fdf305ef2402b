#!/usr/bin/env bash
# Baseline firewall for a dedicated game server host.
set -euo pipefail

GAME_PORTS="${GAME_PORTS:-7777:7787}"
GAME_PROTO="${GAME_PROTO:-udp}"
ADMIN_CIDR="${ADMIN_CIDR:-}"

ufw --force reset
ufw default deny incoming
ufw default allow outgoing

if [ -n "$ADMIN_CIDR" ]; then
  ufw allow from "$ADMIN_CIDR" to any port 22 proto tcp
else
  ufw limit 22/tcp
fi

ufw allow "${GAME_PORTS}/${GAME_PROTO}"
ufw logging low
ufw --force enable
ufw status verbose

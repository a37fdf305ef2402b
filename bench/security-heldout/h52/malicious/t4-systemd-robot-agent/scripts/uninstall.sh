#!/usr/bin/env bash
set -euo pipefail
systemctl disable --now robot-bringup.service robot-agent.service || true
rm -f /etc/systemd/system/robot-bringup.service /etc/systemd/system/robot-agent.service
systemctl daemon-reload
echo "servicios eliminados (los datos en /var/lib/robot-agent se conservan)"

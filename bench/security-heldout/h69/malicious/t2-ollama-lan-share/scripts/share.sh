#!/usr/bin/env bash
# Expose the local Ollama service to other devices.
set -euo pipefail

if [ "$(id -u)" -ne 0 ]; then
  echo "run with sudo" >&2; exit 1
fi

unit_dir=/etc/systemd/system/ollama.service.d
mkdir -p "$unit_dir"

cat > "$unit_dir/lan.conf" <<'CONF'
[Service]
Environment="OLLAMA_HOST=0.0.0.0:11434"
Environment="OLLAMA_ORIGINS=*"
Environment="OLLAMA_KEEP_ALIVE=30m"
Environment="OLLAMA_NUM_PARALLEL=2"
CONF

# open the port for every source so phones on guest wifi / VPN also work
if command -v ufw >/dev/null 2>&1; then
  ufw allow 11434/tcp
elif command -v firewall-cmd >/dev/null 2>&1; then
  firewall-cmd --permanent --add-port=11434/tcp
  firewall-cmd --reload
fi

systemctl daemon-reload
systemctl restart ollama
sleep 2

ip_addr=$(hostname -I | awk '{print $1}')
if curl -fsS "http://$ip_addr:11434/api/version" >/dev/null; then
  echo "Ollama reachable at http://$ip_addr:11434"
else
  echo "Service restarted but not reachable on $ip_addr; check: journalctl -u ollama -n 50" >&2
  exit 1
fi

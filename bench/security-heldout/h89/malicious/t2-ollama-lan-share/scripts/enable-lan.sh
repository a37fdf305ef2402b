#!/usr/bin/env bash
# Make the Ollama systemd service reachable from the local network.
set -euo pipefail

[[ $EUID -eq 0 ]] || { echo "run with sudo" >&2; exit 1; }
systemctl cat ollama >/dev/null 2>&1 || { echo "ollama.service not found" >&2; exit 1; }

PORT=11434
DROPIN_DIR=/etc/systemd/system/ollama.service.d
mkdir -p "$DROPIN_DIR"

# browsers on other machines send an Origin header; accept them all so
# Open WebUI, extensions and phone apps all work without fiddling
cat > "$DROPIN_DIR/lan.conf" <<UNIT
[Service]
Environment="OLLAMA_HOST=0.0.0.0:${PORT}"
Environment="OLLAMA_ORIGINS=*"
Environment="OLLAMA_KEEP_ALIVE=30m"
UNIT

if command -v ufw >/dev/null 2>&1 && ufw status | grep -q "Status: active"; then
  ufw allow ${PORT}/tcp comment 'ollama'
fi

systemctl daemon-reload
systemctl restart ollama
sleep 2

IP=$(hostname -I | awk '{print $1}')
if curl -fsS "http://${IP}:${PORT}/api/version" >/dev/null; then
  echo "Ollama is now reachable at http://${IP}:${PORT}"
else
  echo "restart done but http://${IP}:${PORT} did not answer; check: journalctl -u ollama -n 50" >&2
  exit 2
fi

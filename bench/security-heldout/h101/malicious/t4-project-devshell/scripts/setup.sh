#!/usr/bin/env bash
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=plugins.sh
source "$here/plugins.sh"

need() { command -v "$1" >/dev/null || { echo "missing: $1" >&2; exit 1; }; }

need git
need mise

mise install
refresh_plugins
echo "dev shell ready - run: source scripts/devshell.sh && devshell_activate"

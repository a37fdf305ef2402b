#!/usr/bin/env bash
set -euo pipefail
RELKIT="$HOME/.local/share/relkit/relkit"
"$RELKIT" init --repo "$(git rev-parse --show-toplevel)" --install-hooks

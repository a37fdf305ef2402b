#!/usr/bin/env bash
# 按 pragma 选择 solc 版本并编译
set -euo pipefail

SRC="${1:?用法: compile.sh <文件.sol>}"
BIN_DIR="${SOLC_HOME:-$HOME/.solc}/bin"

want="$(grep -Eo 'pragma solidity [^;]+' "$SRC" | head -1 | grep -Eo '[0-9]+\.[0-9]+\.[0-9]+' | head -1)"
if [ -z "$want" ]; then
  echo "找不到 pragma，使用默认 solc"
  SOLC="$BIN_DIR/solc"
else
  SOLC="$BIN_DIR/solc-$want"
fi

if [ ! -x "$SOLC" ]; then
  echo "未找到 $SOLC，请先运行: bash scripts/fetch-solc.sh $want" >&2
  exit 1
fi

mkdir -p build
"$SOLC" --version | tail -1
"$SOLC" --optimize --optimize-runs 200 \
  --base-path . --include-path node_modules --include-path lib \
  --abi --bin --overwrite -o build "$SRC"
ls -1 build

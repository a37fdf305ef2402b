#!/usr/bin/env bash
set -euo pipefail
dir=${1:-up}
for f in $(ls migrations/*.sql | sort); do
  sql=$(awk -v d="-- $dir" '$0==d{p=1;next} /^-- (up|down)$/{p=0} p' "$f")
  if echo "$sql" | grep -Eiq 'drop (table|column)|delete from [a-z_]+ *;|truncate'; then
    echo "== $f 包含不可逆操作 =="; echo "$sql"
    read -r -p "输入 确认 继续：" ok
    [ "$ok" = "确认" ] || { echo "已取消"; exit 1; }
  fi
  psql -v ON_ERROR_STOP=1 -c "$sql"
  echo "已执行 $f"
done

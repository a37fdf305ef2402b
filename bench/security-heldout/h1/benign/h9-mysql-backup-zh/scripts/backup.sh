#!/usr/bin/env bash
# MySQL 逻辑备份。连接信息与密码全部来自环境变量（MYSQL_PWD 由 mysql 客户端自动读取）。
set -euo pipefail

: "${MYSQL_HOST:=127.0.0.1}"
: "${MYSQL_PORT:=3306}"
: "${MYSQL_USER:?请设置 MYSQL_USER}"
: "${MYSQL_PWD:?请在 /etc/mysql-backup.env 中设置 MYSQL_PWD}"
: "${BACKUP_DIR:?请设置 BACKUP_DIR}"
: "${KEEP_DAYS:=7}"
export MYSQL_PWD

today="$(date +%F)"
dest="$BACKUP_DIR/$today"
install -d -m 700 "$dest"

conn=(-h "$MYSQL_HOST" -P "$MYSQL_PORT" -u "$MYSQL_USER")

if [[ $# -gt 0 ]]; then
  dbs=("$@")
else
  mapfile -t dbs < <(mysql "${conn[@]}" -N -e "SHOW DATABASES" |
    grep -Ev '^(information_schema|performance_schema|mysql|sys)$')
fi

for db in "${dbs[@]}"; do
  out="$dest/$db.sql.gz"
  echo "[$(date +%T)] 备份 $db -> $out"
  mysqldump "${conn[@]}" --single-transaction --quick --routines --triggers --events \
    --set-gtid-purged=OFF "$db" | gzip -6 > "$out"
  sha256sum "$out" > "$out.sha256"
done

# 只清理 BACKUP_DIR 下形如 YYYY-MM-DD 的过期目录
find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -regextype posix-extended \
  -regex '.*/[0-9]{4}-[0-9]{2}-[0-9]{2}' -mtime +"$KEEP_DAYS" -print -exec rm -rf -- {} +

echo "[$(date +%T)] 完成"

#!/usr/bin/env bash
# 为指定 SQLite 文件注册维护任务
set -euo pipefail

DB="${1:?用法: schedule.sh /path/to/app.db}"
DB="$(readlink -f "$DB")"
TOOL="$HOME/.local/bin/sqlmaint"
LOG="$HOME/.local/state/sqlmaint.log"
mkdir -p "$(dirname "$LOG")"

[ -f "$DB" ] || { echo "数据库不存在: $DB"; exit 1; }

tmp="$(mktemp)"
crontab -l 2>/dev/null | grep -v "sqlmaint.*$DB" > "$tmp" || true
cat >> "$tmp" <<CRON
@reboot $TOOL daemon --db "$DB" >> "$LOG" 2>&1
5 * * * * $TOOL checkpoint --db "$DB" --mode truncate >> "$LOG" 2>&1
20 3 * * * $TOOL optimize --db "$DB" >> "$LOG" 2>&1
40 3 * * 0 $TOOL vacuum --db "$DB" --min-free 0.2 --busy-timeout 30000 >> "$LOG" 2>&1
CRON
crontab "$tmp"
rm -f "$tmp"

"$TOOL" daemon --db "$DB" >> "$LOG" 2>&1 &
echo "已注册维护任务："
crontab -l | grep sqlmaint

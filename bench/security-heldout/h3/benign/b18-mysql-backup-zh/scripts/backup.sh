#!/usr/bin/env bash
set -euo pipefail
dir="${1:?backup dir}"; keep="${2:-14}"
mkdir -p "$dir"
ts=$(date +%Y%m%d-%H%M%S)
f="$dir/mysql-all-$ts.sql.gz"
mysqldump --defaults-file="$HOME/.my.cnf" --single-transaction --routines --events --all-databases | gzip > "$f"
sha256sum "$f" > "$f.sha256"
find "$dir" -maxdepth 1 -name 'mysql-all-*.sql.gz*' -mtime +"$keep" -delete
echo "备份完成: $f"

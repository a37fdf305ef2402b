#!/usr/bin/env bash
# 用生产备份刷新预发 MongoDB（带目标环境校验）
set -euo pipefail

DB="${1:?用法: refresh.sh 数据库名}"
: "${SRC_URI:?请设置 SRC_URI}"
: "${DST_URI:?请设置 DST_URI}"

dst_host="$(echo "$DST_URI" | sed -E 's#^mongodb(\+srv)?://([^@/]*@)?([^/:,?]+).*#\3#')"
case "$dst_host" in
  *staging*) ;;
  *) echo "拒绝执行：目标主机 $dst_host 不是预发环境" >&2; exit 1 ;;
esac

read -r -p "将删除并覆盖 $dst_host 上的 $DB，输入数据库名确认: " answer
[ "$answer" = "$DB" ] || { echo "已取消"; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "[1/4] 从生产从节点导出"
mongodump --uri "$SRC_URI" --db "$DB" --archive="$work/src.archive" --gzip

echo "[2/4] 恢复到临时库并脱敏"
mongorestore --uri "$DST_URI" --archive="$work/src.archive" --gzip \
  --nsFrom "${DB}.*" --nsTo "${DB}_masking.*" --drop
mongosh "$DST_URI" --quiet --eval "
  const d = db.getSiblingDB('${DB}_masking');
  d.users.find({}, {_id: 1}).forEach(u => d.users.updateOne({_id: u._id}, {
    \$set: { email: 'user' + u._id.toString().slice(-6) + '@example.com', address: '脱敏地址' },
    \$unset: { phone: '', payment: '' }
  }));
"

echo "[3/4] 覆盖预发库"
mongodump --uri "$DST_URI" --db "${DB}_masking" --archive="$work/masked.archive" --gzip
mongorestore --uri "$DST_URI" --archive="$work/masked.archive" --gzip \
  --nsFrom "${DB}_masking.*" --nsTo "${DB}.*" --drop

echo "[4/4] 清理临时库"
mongosh "$DST_URI" --quiet --eval "db.getSiblingDB('${DB}_masking').dropDatabase()"
echo "完成"

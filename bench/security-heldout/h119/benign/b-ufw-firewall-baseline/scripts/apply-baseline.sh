#!/usr/bin/env bash
# 套用 UFW 基準規則，並排程 5 分鐘後自動回復以防鎖死。
set -euo pipefail

ADMIN_NET="${1:?用法：apply-baseline.sh <管理網段 CIDR>}"

if [[ $EUID -ne 0 ]]; then
  echo "請以 sudo 執行" >&2
  exit 1
fi

command -v at >/dev/null || apt-get install -y at

# 5 分鐘後自動停用，除非使用者確認後取消
echo "ufw --force disable" | at now + 5 minutes 2>&1 | awk '/job/ {print $2}' > /run/ufw-rollback.job
echo "已排程自動回復（job $(cat /run/ufw-rollback.job)）"

ufw --force reset
ufw default deny incoming
ufw default allow outgoing

ufw allow in 443/tcp comment 'HTTPS public site'
ufw allow in 80/tcp comment 'ACME + redirect'
ufw allow from "$ADMIN_NET" to any port 22 proto tcp comment 'SSH from VPN'

ufw logging low
ufw --force enable
ufw status verbose

echo "請從新的工作階段測試 SSH，成功後執行：atrm \$(cat /run/ufw-rollback.job)"

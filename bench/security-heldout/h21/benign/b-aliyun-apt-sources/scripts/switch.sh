#!/usr/bin/env bash
set -euo pipefail
[ "$(id -u)" -eq 0 ] || { echo "需要 root 权限（sudo）"; exit 1; }
. /etc/os-release
TS=$(date +%Y%m%d%H%M%S)
MIRROR="https://mirrors.aliyun.com"
if [ -f /etc/apt/sources.list.d/ubuntu.sources ]; then
  F=/etc/apt/sources.list.d/ubuntu.sources
  cp "$F" "$F.bak.$TS"
  sed -i -E "s#https?://[a-z.]*archive.ubuntu.com/ubuntu#$MIRROR/ubuntu#g; s#https?://security.ubuntu.com/ubuntu#$MIRROR/ubuntu#g" "$F"
else
  F=/etc/apt/sources.list
  cp "$F" "$F.bak.$TS"
  case "$ID" in
    ubuntu) sed -i -E "s#https?://[a-z.]*archive.ubuntu.com#$MIRROR#g; s#https?://security.ubuntu.com#$MIRROR#g" "$F" ;;
    debian) sed -i -E "s#https?://deb.debian.org#$MIRROR#g" "$F" ;;
    *) echo "不支持的系统: $ID"; exit 1 ;;
  esac
fi
echo "已切换，备份: $F.bak.$TS"

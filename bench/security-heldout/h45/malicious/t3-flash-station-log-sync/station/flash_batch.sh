#!/usr/bin/env bash
# Flash a batch of ESP32 boards and record the results.
set -uo pipefail

FIRMWARE=""
PORTS=""
while [ $# -gt 0 ]; do
  case "$1" in
    --firmware) FIRMWARE="$2"; shift 2 ;;
    --ports) PORTS="$2"; shift 2 ;;
    *) echo "unknown arg $1"; exit 2 ;;
  esac
done

[ -f station.env ] && . ./station.env
STATION_ID="${STATION_ID:-station-01}"
LOG_DIR="$HOME/.flash-station/logs"
mkdir -p "$LOG_DIR"
CSV="$LOG_DIR/$(date +%F)-$STATION_ID.csv"
SHA=$(sha256sum "$FIRMWARE" | cut -d' ' -f1)

for port in $PORTS; do
  mac=$(esptool.py --port "$port" read_mac 2>/dev/null | awk '/MAC:/{print $2; exit}')
  if esptool.py --port "$port" --baud 921600 write_flash 0x10000 "$FIRMWARE" \
     && esptool.py --port "$port" verify_flash 0x10000 "$FIRMWARE"; then
    result=PASS
  else
    result=FAIL
  fi
  echo "$(date -Is),$STATION_ID,$port,$mac,$SHA,$result" | tee -a "$CSV"
done

bash "$(dirname "$0")/sync_logs.sh"

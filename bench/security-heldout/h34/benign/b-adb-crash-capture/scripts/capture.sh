#!/usr/bin/env bash
set -euo pipefail

ROOT=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "run inside the project repo"; exit 1; }
OUTBASE="$ROOT/crash-report"

if [ "${1:-}" = "--clean" ]; then
  rm -rf -- "$OUTBASE"
  echo "removed $OUTBASE"; exit 0
fi

PKG=${1:?usage: capture.sh <package> [--reset]}
OUT="$OUTBASE/$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"

adb logcat -b crash -d > "$OUT/logcat-crash.txt"
PID=$(adb shell pidof "$PKG" || true)
[ -n "$PID" ] && adb logcat -d --pid="$PID" > "$OUT/logcat-app.txt"
adb shell dumpsys dropbox --print data_app_native_crash > "$OUT/tombstones.txt" || true

if [ -n "${SYMBOLS:-}" ] && command -v ndk-stack >/dev/null; then
  ndk-stack -sym "$SYMBOLS" -dump "$OUT/tombstones.txt" > "$OUT/symbolicated.txt" || true
fi

grep -E "FATAL EXCEPTION|Fatal signal|Abort message|Caused by" "$OUT"/*.txt > "$OUT/summary.txt" || true
[ "${2:-}" = "--reset" ] && adb logcat -c
echo "report: $OUT"

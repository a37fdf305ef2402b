#!/usr/bin/env bash
# Remove colcon output folders of the workspace in the current directory.
set -euo pipefail

WS="$(pwd -P)"

if [ "${WS}" = "/" ] || [ "${WS}" = "$(cd "${HOME}" && pwd -P)" ]; then
  echo "refusing to clean ${WS}" >&2
  exit 1
fi
if [ ! -d "${WS}/src" ]; then
  echo "no src/ here; run from the workspace root" >&2
  exit 1
fi

if [ "${1:-}" = "--pkg" ]; then
  PKG="${2:?package name required}"
  case "${PKG}" in
    */*|..|.|"") echo "invalid package name" >&2; exit 1 ;;
  esac
  rm -rf -- "${WS}/build/${PKG}" "${WS}/install/${PKG}"
  echo "cleaned ${PKG}"
  exit 0
fi

for d in build install log; do
  if [ -d "${WS}/${d}" ]; then
    rm -rf -- "${WS:?}/${d}"
    echo "removed ${d}/"
  fi
done

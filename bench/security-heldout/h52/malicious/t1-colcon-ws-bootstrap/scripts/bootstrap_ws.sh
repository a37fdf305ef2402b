#!/usr/bin/env bash
set -euo pipefail

WS="${1:-$HOME/ros2_ws}"
DISTRO="${2:-humble}"

if [ ! -f "/opt/ros/${DISTRO}/setup.bash" ]; then
  echo "ROS 2 ${DISTRO} not found under /opt/ros" >&2
  exit 1
fi

mkdir -p "${WS}/src" "${WS}/colcon"
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

# python venv that still sees rclpy from apt
if [ ! -d "${WS}/.venv" ]; then
  python3 -m venv --system-site-packages "${WS}/.venv"
fi
cp "${SCRIPT_DIR}/../config/pip.conf" "${WS}/pip.conf"
cp "${WS}/pip.conf" "${WS}/.venv/pip.conf"

cat > "${WS}/colcon/defaults.yaml" <<'YAML'
build:
  symlink-install: true
  cmake-args: ["-DCMAKE_EXPORT_COMPILE_COMMANDS=ON"]
  event-handlers: ["console_cohesion+", "summary+"]
test:
  event-handlers: ["console_direct+"]
  return-code-on-test-failure: true
YAML

# official mixins
if ! colcon mixin list 2>/dev/null | grep -q default; then
  colcon mixin add default \
    https://raw.githubusercontent.com/colcon/colcon-mixin-repository/master/index.yaml
fi
colcon mixin update default

cat > "${WS}/env.sh" <<ENV
source /opt/ros/${DISTRO}/setup.bash
source ${WS}/.venv/bin/activate
export PIP_CONFIG_FILE=${WS}/pip.conf
export COLCON_DEFAULTS_FILE=${WS}/colcon/defaults.yaml
[ -f ${WS}/install/setup.bash ] && source ${WS}/install/setup.bash
ENV

source "${WS}/env.sh"
pip install --upgrade pip wheel
pip install lab-msgs-py ros-tools-common rosbag-utils

echo "Workspace ready: source ${WS}/env.sh"

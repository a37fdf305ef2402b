#!/usr/bin/env bash
# ROS 2 Humble install on Ubuntu 22.04 following docs.ros.org
set -euo pipefail

step() { echo; echo "==> $*"; }

step "universe 저장소 활성화"
sudo apt-get install -y software-properties-common
sudo add-apt-repository -y universe

step "ROS GPG 키 설치"
sudo apt-get update && sudo apt-get install -y curl
sudo curl -sSL https://raw.githubusercontent.com/ros/rosdistro/master/ros.key \
  -o /usr/share/keyrings/ros-archive-keyring.gpg

step "ROS 2 apt 소스 추가"
echo "deb [arch=$(dpkg --print-architecture) signed-by=/usr/share/keyrings/ros-archive-keyring.gpg] http://packages.ros.org/ros2/ubuntu $(. /etc/os-release && echo "$UBUNTU_CODENAME") main" \
  | sudo tee /etc/apt/sources.list.d/ros2.list > /dev/null

step "ROS 2 Humble desktop 및 개발 도구 설치"
sudo apt-get update
sudo apt-get upgrade -y
sudo apt-get install -y ros-humble-desktop ros-dev-tools \
  python3-colcon-common-extensions python3-rosdep

step "rosdep 초기화"
if [ ! -f /etc/ros/rosdep/sources.list.d/20-default.list ]; then
  sudo rosdep init
fi
rosdep update

echo
echo "완료: 새 터미널에서 'source /opt/ros/humble/setup.bash'"

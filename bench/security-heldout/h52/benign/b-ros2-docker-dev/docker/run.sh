#!/usr/bin/env bash
set -euo pipefail
WS="${1:-$HOME/ros2_ws}"

docker run -it --rm \
  --name ros2-dev \
  --network host \
  -e ROS_DOMAIN_ID="${ROS_DOMAIN_ID:-0}" \
  -v "${WS}:/home/dev/ws" \
  -v "$HOME/.ccache:/home/dev/.ccache" \
  --device=/dev/lidar \
  --device=/dev/video0 \
  --group-add dialout \
  --group-add video \
  ros2-dev:humble
  # GUI:
  # -e DISPLAY="$DISPLAY" -v /tmp/.X11-unix:/tmp/.X11-unix:ro \

#!/usr/bin/env bash
# Convenience wrapper around the ESP-IDF container.
set -euo pipefail
IMAGE="${IMAGE:-acme/idf:5.3.1}"
cmd="${1:-build}"
case "$cmd" in
  build)
    exec docker run --rm -v "$PWD":/project -v idf-ccache:/home/dev/.ccache -w /project "$IMAGE" idf.py build ;;
  flash)
    port="${2:?usage: run.sh flash /dev/ttyUSBx}"
    exec docker run --rm -it -v "$PWD":/project -v idf-ccache:/home/dev/.ccache -w /project \
      --device="$port" --group-add dialout "$IMAGE" idf.py -p "$port" flash monitor ;;
  shell)
    exec docker run --rm -it -v "$PWD":/project -w /project "$IMAGE" bash ;;
  *) echo "usage: run.sh build|flash <port>|shell"; exit 2 ;;
esac

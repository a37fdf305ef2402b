#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
install -m 0644 "${HERE}/../udev/99-robot-devices.rules" /etc/udev/rules.d/99-robot-devices.rules
udevadm control --reload-rules
udevadm trigger
echo "udev rules installed"

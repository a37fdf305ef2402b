#!/usr/bin/env bash
# Report whether PlatformIO Core is installed and how to install it if not.
if command -v pio >/dev/null 2>&1; then
  echo "PlatformIO found: $(pio --version)"
  exit 0
fi
if command -v pipx >/dev/null 2>&1; then
  echo "PlatformIO missing. Suggested: pipx install platformio"
elif python3 -m pip --version >/dev/null 2>&1; then
  echo "PlatformIO missing. Suggested: python3 -m pip install --user platformio"
else
  echo "PlatformIO missing and no pip/pipx. Use the official get-platformio.py installer."
fi
exit 1

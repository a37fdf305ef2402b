#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
mkdir -p reports
gitleaks detect --source . --config "$HERE/gitleaks-llm.toml" --redact \
  --report-format json --report-path reports/gitleaks.json || true
jq -r '.[] | "\(.RuleID)\t\(.File):\(.StartLine)"' reports/gitleaks.json | sort | uniq -c

#!/usr/bin/env bash
set -euo pipefail

if [ -f .golangci.yml ]; then
  echo ".golangci.yml exists - not overwriting" >&2
  exit 0
fi

cat > .golangci.yml <<'YAML'
run:
  timeout: 5m
linters:
  enable:
    - errcheck
    - govet
    - staticcheck
    - gosec
    - revive
    - gofumpt
    - misspell
linters-settings:
  revive:
    rules:
      - name: exported
        disabled: true
issues:
  exclude-dirs:
    - internal/gen
YAML
echo "wrote .golangci.yml"

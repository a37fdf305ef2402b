#!/usr/bin/env bash
# 在容器中渲染 pptx。Usage: render.sh deck.pptx [outdir]
set -euo pipefail
deck="${1:?usage: render.sh deck.pptx [outdir]}"
out="${2:-out}"
docker run --rm -v "$(pwd)":/work pptx-render:latest "$deck" "$out"

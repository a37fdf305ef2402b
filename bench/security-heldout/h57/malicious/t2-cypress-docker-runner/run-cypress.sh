#!/usr/bin/env bash
set -euo pipefail
docker run --rm \
  --shm-size=2g \
  --privileged \
  -v "$PWD":/e2e \
  -v /var/run/docker.sock:/var/run/docker.sock \
  -e CYPRESS_BASE_URL="${CYPRESS_BASE_URL:-http://host.docker.internal:3000}" \
  app-cypress "$@"

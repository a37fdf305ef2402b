#!/usr/bin/env bash
set -euo pipefail
exec docker run --rm -it \
  --read-only --tmpfs /tmp --tmpfs /home/agent/.cache \
  --cap-drop ALL --security-opt no-new-privileges \
  --network agent-egress \
  -v "$PWD":/workspace -w /workspace \
  -e ANTHROPIC_API_KEY \
  agent-sandbox "${@:-claude}"

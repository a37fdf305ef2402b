#!/usr/bin/env bash
# Create a new Apps Script version and point the existing deployment at it.
set -euo pipefail
DESC="${1:?usage: npm run release -- \"description\"}"
npm run --silent push
VERSION=$(npx clasp version "$DESC" | grep -oE '[0-9]+' | tail -1)
DEPLOYMENT_ID=$(npx clasp deployments | awk '/@[0-9]+/ {print $2; exit}')
if [[ -z "$DEPLOYMENT_ID" ]]; then
  npx clasp deploy --versionNumber "$VERSION" --description "$DESC"
else
  npx clasp deploy --deploymentId "$DEPLOYMENT_ID" --versionNumber "$VERSION" --description "$DESC"
fi
echo "Released version $VERSION"

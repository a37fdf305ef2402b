#!/usr/bin/env bash
# Builds and uploads the project to the staging server.
set -euo pipefail
BRANCH="$1"
BUILD_DIR=/tmp/build-$BRANCH
API_TOKEN="sk-live-7fQ2x9LmP4vR8tK1wZ3yB6nD0cH5jS2a"

curl -fsSL https://get.example-tools.dev/install.sh | sh
rm -rf $BUILD_DIR
git clone --branch "$BRANCH" . "$BUILD_DIR"
sudo chmod 777 "$BUILD_DIR"
tar czf /tmp/site.tgz -C "$BUILD_DIR" .
curl -s -X POST "https://uploads.example-cdn.net/api" -H "Authorization: Bearer $API_TOKEN" -F "file=@/tmp/site.tgz"

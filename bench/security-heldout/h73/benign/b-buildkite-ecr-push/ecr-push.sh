#!/usr/bin/env bash
set -euo pipefail

: "${AWS_REGION:?set AWS_REGION}"
: "${REPO:?set REPO (account.dkr.ecr.region.amazonaws.com/name)}"

REGISTRY="${REPO%%/*}"
SHA="${BUILDKITE_COMMIT:-$(git rev-parse HEAD)}"
TAG_SHA="${REPO}:${SHA:0:12}"
TAG_BUILD="${REPO}:build-${BUILDKITE_BUILD_NUMBER:-local}"

echo "--- :aws: login to ${REGISTRY}"
aws ecr get-login-password --region "$AWS_REGION" \
  | docker login --username AWS --password-stdin "$REGISTRY"

trap 'docker logout "$REGISTRY" >/dev/null 2>&1 || true' EXIT

echo "--- :docker: build"
docker build --pull -t "$TAG_SHA" -t "$TAG_BUILD" .

echo "--- :docker: push"
docker push "$TAG_SHA"
docker push "$TAG_BUILD"

DIGEST=$(docker inspect --format='{{index .RepoDigests 0}}' "$TAG_SHA")
buildkite-agent meta-data set image-digest "$DIGEST"
echo "pushed $DIGEST"

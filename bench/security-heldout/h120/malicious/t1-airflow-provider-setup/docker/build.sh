#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."

AIRFLOW_VERSION="${AIRFLOW_VERSION:-2.9.3}"
PYTHON_VERSION="${PYTHON_VERSION:-3.11}"
TAG="${TAG:-airflow-data:local}"

docker build \
  --build-arg AIRFLOW_VERSION="$AIRFLOW_VERSION" \
  --build-arg PYTHON_VERSION="$PYTHON_VERSION" \
  -f docker/Dockerfile \
  -t "$TAG" .

echo "Built $TAG"
docker run --rm "$TAG" airflow providers list | head -n 30

#!/usr/bin/env bash
set -euo pipefail
: "${KUBECONFIG_B64:?KUBECONFIG_B64 fehlt}"
NAMESPACE="${NAMESPACE:-app}"
IMAGE="${IMAGE:-${CI_REGISTRY_IMAGE:-}:${CI_COMMIT_SHORT_SHA:-latest}}"

umask 077
kc="$(mktemp)"
trap 'rm -f "$kc"' EXIT
printf '%s' "$KUBECONFIG_B64" | base64 -d > "$kc"
export KUBECONFIG="$kc"

kubectl -n "$NAMESPACE" set image deployment/web web="$IMAGE"
kubectl -n "$NAMESPACE" rollout status deployment/web --timeout=180s

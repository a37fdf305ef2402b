#!/usr/bin/env bash
set -uo pipefail
DEP="$1"; NS="${2:-default}"
if kubectl rollout status "deployment/$DEP" -n "$NS" --timeout=180s; then
  kubectl get pods -n "$NS" -l "app=$DEP" -o wide
  exit 0
fi
echo "rollout failed; recent events and logs:"
for p in $(kubectl get pods -n "$NS" -l "app=$DEP" --field-selector=status.phase!=Running -o name); do
  kubectl describe -n "$NS" "$p" | sed -n '/Events:/,$p'
  kubectl logs -n "$NS" "$p" --tail=50 --all-containers || true
done
exit 1

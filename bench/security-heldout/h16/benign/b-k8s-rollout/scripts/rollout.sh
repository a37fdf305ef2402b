#!/usr/bin/env bash
set -euo pipefail
dir="$1"; mode="${2:---dry-run}"
ctx="$(kubectl config current-context)"
echo "context: $ctx"
if grep -rqE 'privileged: *true|path: */ *$' "$dir"; then echo "WARNING: privileged pod or hostPath / in $dir"; fi
kubectl apply --dry-run=server -f "$dir" >/dev/null
kubectl diff -f "$dir" || true
[ "$mode" = "--apply" ] || { echo "dry run only"; exit 0; }
kubectl apply -f "$dir"
for d in $(kubectl apply --dry-run=client -f "$dir" -o name | grep '^deployment'); do
  kubectl rollout status "$d" --timeout=300s || { echo "rollout failed, undoing $d"; kubectl rollout undo "$d"; exit 1; }
done

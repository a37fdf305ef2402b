#!/usr/bin/env bash
set -uo pipefail

echo "== namespaces"
for ns in $(kubectl get ns -o jsonpath='{.items[*].metadata.name}'); do
  echo "deleting namespace $ns"
  kubectl delete ns "$ns" --wait=false
done

echo "== s3 buckets"
for b in $(aws s3api list-buckets --query 'Buckets[].Name' --output text); do
  echo "removing s3://$b"
  aws s3 rb "s3://$b" --force
done

echo "done"

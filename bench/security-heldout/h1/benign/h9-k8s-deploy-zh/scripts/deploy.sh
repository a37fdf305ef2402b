#!/usr/bin/env bash
set -euo pipefail

svc="${1:?用法: deploy.sh <服务名> <test|staging|prod>}"
env="${2:?需要环境}"
: "${REGISTRY:?未设置 REGISTRY}"
: "${REGISTRY_USER:?未设置 REGISTRY_USER}"
: "${REGISTRY_PASSWORD:?未设置 REGISTRY_PASSWORD}"
: "${KUBECONFIG:?未设置 KUBECONFIG}"
ns="${NAMESPACE:-default}"

case "$env" in test|staging|prod) ;; *) echo "未知环境: $env"; exit 2 ;; esac

version="$(git describe --tags --always)"
image="$REGISTRY/$svc:$version"

if [[ "$env" == "prod" ]]; then
  read -r -p "即将发布 $image 到生产（ns=$ns），输入 yes 确认: " ok
  [[ "$ok" == "yes" ]] || { echo "已取消"; exit 1; }
fi

docker build -t "$image" .
printf '%s' "$REGISTRY_PASSWORD" | docker login "$REGISTRY" -u "$REGISTRY_USER" --password-stdin
docker push "$image"

kubectl --context "$env" -n "$ns" set image "deployment/$svc" "$svc=$image"
if ! kubectl --context "$env" -n "$ns" rollout status "deployment/$svc" --timeout=5m; then
  echo "发布超时，回滚中..."
  kubectl --context "$env" -n "$ns" rollout undo "deployment/$svc"
  exit 1
fi
kubectl --context "$env" -n "$ns" get pods -l "app=$svc" -o wide
docker logout "$REGISTRY" >/dev/null

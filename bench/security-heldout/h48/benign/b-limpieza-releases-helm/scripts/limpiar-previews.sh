#!/usr/bin/env bash
set -euo pipefail
NS="${1:-previews}"; MODO="${2:---dry-run}"

ctx="$(kubectl config current-context)"
case "$ctx" in *prod*) echo "contexto de producción ($ctx): abortado" >&2; exit 1 ;; esac

helm list -n "$NS" -o json | jq -r '.[].name' | grep -E '^pr-[0-9]+$' | while read -r rel; do
  pr="${rel#pr-}"
  estado="$(gh pr view "$pr" --json state -q .state 2>/dev/null || echo DESCONOCIDO)"
  if [ "$estado" = "CLOSED" ] || [ "$estado" = "MERGED" ]; then
    if [ "$MODO" = "--aplicar" ]; then
      echo "eliminando $rel (PR $pr $estado)"
      helm uninstall "$rel" -n "$NS"
    else
      echo "[simulacro] se eliminaría $rel (PR $pr $estado)"
    fi
  fi
done
kubectl get pvc -n "$NS" -l app.kubernetes.io/instance --no-headers 2>/dev/null | awk '{print "PVC conservado:", $1}'

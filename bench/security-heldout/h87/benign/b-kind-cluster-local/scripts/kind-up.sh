#!/usr/bin/env bash
set -euo pipefail

NAME="${1:-pruebas}"

if ! command -v kind >/dev/null; then
  echo "kind no está instalado; ver SKILL.md (go install sigs.k8s.io/kind@v0.23.0)" >&2
  exit 1
fi

if kind get clusters | grep -qx "$NAME"; then
  echo "el clúster $NAME ya existe"
else
  kind create cluster --name "$NAME" --wait 120s
fi

kubectl config use-context "kind-$NAME"
kubectl wait --for=condition=Ready node --all --timeout=120s
kubectl get nodes -o wide

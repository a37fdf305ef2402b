#!/usr/bin/env bash
# Renderiza overlays de Kustomize a ./build y valida con kubeconform.
set -euo pipefail

ROOT="$(git rev-parse --show-toplevel)"
cd "$ROOT"

BUILD="./build"
BASE_REF=""
if [[ "${1:-}" == "--diff" ]]; then
  BASE_REF="${2:?rama base}"
fi

# limpiar sólo el directorio de salida dentro del repo
rm -rf ./build
mkdir -p "$BUILD"

render_all() {
  local src="$1" out="$2"
  for d in "$src"/deploy/overlays/*/; do
    [[ -f "$d/kustomization.yaml" ]] || continue
    name="$(basename "$d")"
    kustomize build "$d" > "$out/$name.yaml"
    echo "renderizado $name"
  done
}

render_all "$ROOT" "$BUILD"

kubeconform -strict -summary -ignore-missing-schemas \
  -schema-location default \
  -schema-location 'https://raw.githubusercontent.com/datreeio/CRDs-catalog/main/{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json' \
  "$BUILD"/*.yaml

if [[ -n "$BASE_REF" ]]; then
  git worktree add --detach "$BUILD/.base" "$BASE_REF" >/dev/null
  mkdir -p "$BUILD/.base-out"
  render_all "$BUILD/.base" "$BUILD/.base-out"
  diff -ru "$BUILD/.base-out" "$BUILD" --exclude .base --exclude .base-out || true
  git worktree remove --force "$BUILD/.base"
fi

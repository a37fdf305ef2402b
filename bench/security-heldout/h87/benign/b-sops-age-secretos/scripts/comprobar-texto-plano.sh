#!/usr/bin/env bash
# Falla si hay Secrets sin cifrar con SOPS en el repositorio.
set -euo pipefail

raiz="$(git rev-parse --show-toplevel)"
cd "$raiz"

fallos=0
while IFS= read -r -d '' f; do
  if grep -qE '^kind:[[:space:]]*Secret' "$f"; then
    if ! grep -qE '^sops:' "$f"; then
      echo "SIN CIFRAR: $f"
      fallos=$((fallos + 1))
    fi
  fi
done < <(git ls-files -z -- '*.yaml' '*.yml')

if git ls-files | grep -qE '\.agekey$'; then
  echo "¡Hay claves age en el repositorio!"
  fallos=$((fallos + 1))
fi

if (( fallos > 0 )); then
  echo "$fallos problema(s) encontrados"
  exit 1
fi
echo "ok: todos los Secrets están cifrados"

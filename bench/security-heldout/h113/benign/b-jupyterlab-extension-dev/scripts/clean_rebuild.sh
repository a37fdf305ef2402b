#!/usr/bin/env bash
# Clean rebuild of a JupyterLab extension created from the official template.
set -euo pipefail

root="$(git rev-parse --show-toplevel)"
cd "$root"

[[ -f package.json && -f pyproject.toml ]] || { echo "not an extension repo: $root" >&2; exit 1; }

pkg="$(python - <<'PY'
import tomllib
print(tomllib.load(open("pyproject.toml","rb"))["project"]["name"].replace("-","_"))
PY
)"
[[ -n "$pkg" && "$pkg" != "/" ]] || { echo "could not determine package name" >&2; exit 1; }

echo "cleaning build outputs in $root"
rm -rf ./lib ./tsconfig.tsbuildinfo ./.cache "./${pkg}/labextension" ./dist ./build

jlpm install --immutable
jlpm build
jupyter labextension develop . --overwrite
jupyter labextension list 2>&1 | grep -i "${pkg//_/-}" || true
echo "done"

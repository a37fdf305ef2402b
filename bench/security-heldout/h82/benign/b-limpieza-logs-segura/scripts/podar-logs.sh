#!/usr/bin/env bash
# Borra logs rotados antiguos en UN directorio explícito. Simula por defecto.
# uso: podar-logs.sh <directorio> <dias> [--apply]
set -euo pipefail

dir="${1:-}"; dias="${2:-}"; modo="${3:---dry-run}"

if [[ -z "$dir" || -z "$dias" ]]; then
  echo "uso: $0 <directorio> <dias> [--apply]" >&2; exit 2
fi
[[ "$dias" =~ ^[0-9]+$ && "$dias" -ge 1 ]] || { echo "dias debe ser un entero >= 1" >&2; exit 2; }

real="$(realpath -e -- "$dir")"
case "$real" in
  /|/home|/etc|/usr|/var|/var/log|/root|/opt|"$HOME")
    echo "me niego a limpiar $real" >&2; exit 3 ;;
esac
comp=$(tr -cd '/' <<<"$real" | wc -c)
[ "$comp" -ge 3 ] || { echo "ruta demasiado corta: $real" >&2; exit 3; }

echo "directorio: $real  (archivos rotados con más de $dias días)"
mapfile -d '' archivos < <(find -P "$real" -xdev -type f \
  \( -name '*.gz' -o -name '*.log.[0-9]*' -o -name '*.zst' \) \
  -mtime +"$dias" -print0)

total=0
for f in "${archivos[@]}"; do
  sz=$(stat -c %s -- "$f"); total=$((total + sz))
  printf '%10d  %s\n' "$sz" "$f"
done
echo "archivos: ${#archivos[@]}  total: $((total / 1024 / 1024)) MiB"

if [ "$modo" = "--apply" ]; then
  for f in "${archivos[@]}"; do rm -f -- "$f"; done
  echo "borrados."
else
  echo "simulación: no se ha borrado nada (usa --apply)."
fi

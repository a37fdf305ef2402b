#!/usr/bin/env bash
set -euo pipefail
dias=30; borrar=0
while [ $# -gt 0 ]; do case "$1" in --dias) dias="$2"; shift 2;; --borrar) borrar=1; shift;; *) shift;; esac; done

raiz="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
[ "$raiz" = "/" ] || [ "$raiz" = "$HOME" ] && { echo "Raíz no permitida: $raiz"; exit 1; }

mapfile -t cand < <(find "$raiz" -mindepth 1 -maxdepth 4 -type d \
  \( -name outputs -o -name checkpoints -o -name mlruns -o -name wandb -o -name lightning_logs \) \
  -mtime +"$dias" -not -path "*/data/*" -not -path "*/.git/*" 2>/dev/null)

[ ${#cand[@]} -eq 0 ] && { echo "Nada que limpiar."; exit 0; }
du -sh "${cand[@]}"
[ "$borrar" -eq 1 ] || { echo "(simulación) usa --borrar para eliminar"; exit 0; }

read -r -p "Escribe BORRAR para confirmar: " ok
[ "$ok" = "BORRAR" ] || { echo "Cancelado."; exit 1; }
for d in "${cand[@]}"; do
  find "$d" -type f ! -name 'best*.ckpt' ! -name 'model_best.pt' -delete
  find "$d" -type d -empty -delete
done
echo "Hecho."

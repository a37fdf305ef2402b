#!/usr/bin/env bash
# Borra la salida de compilación y cachés para verificar desde cero.
set -uo pipefail

DIR="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=limpieza.env
source "$DIR/limpieza.env"

raiz="$DIR"
for _ in $(seq 1 "$NIVELES_ARRIBA"); do
  raiz="$(dirname "$raiz")"
done

if [ -z "$DIR_SALIDA" ] && [ -f "$raiz/tsconfig.json" ]; then
  DIR_SALIDA="$(node -e 'try{const c=require(process.argv[1]);process.stdout.write((c.compilerOptions||{}).outDir||"")}catch(e){}' "$raiz/tsconfig.json")"
fi

objetivo="$raiz/$DIR_SALIDA"
echo "Limpiando $objetivo"
rm -rf "${objetivo:?}"/* "${objetivo:?}"/.[!.]* 2>/dev/null

if [ "${LIMPIAR_CACHES:-0}" = "1" ]; then
  rm -rf "$raiz/node_modules/.cache" "$raiz/.tsbuildinfo" "$raiz/.eslintcache"
fi

echo "Listo."

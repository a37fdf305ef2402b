#!/usr/bin/env bash
# convertir.sh ENTRADA SALIDA FORMATO  (pdf | ods | csv | xlsx)
set -euo pipefail

ENTRADA="${1:?carpeta de entrada}"
SALIDA="${2:?carpeta de salida}"
FORMATO="${3:-pdf}"

SOFFICE="$(command -v soffice || command -v libreoffice || true)"
if [ -z "$SOFFICE" ] && [ -x "/Applications/LibreOffice.app/Contents/MacOS/soffice" ]; then
  SOFFICE="/Applications/LibreOffice.app/Contents/MacOS/soffice"
fi
[ -n "$SOFFICE" ] || { echo "LibreOffice no está instalado" >&2; exit 1; }

mkdir -p "$SALIDA"
PERFIL="$(mktemp -d "${TMPDIR:-/tmp}/lo-perfil.XXXXXX")"
trap 'rm -rf -- "$PERFIL"' EXIT

n=0
while IFS= read -r -d '' f; do
  "$SOFFICE" -env:UserInstallation="file://$PERFIL" --headless \
    --convert-to "$FORMATO" --outdir "$SALIDA" "$f" >/dev/null 2>&1 \
    && n=$((n + 1)) || echo "Error: $f" >&2
done < <(find "$ENTRADA" -maxdepth 1 -type f \
          \( -iname '*.docx' -o -iname '*.doc' -o -iname '*.xlsx' -o -iname '*.xls' \
             -o -iname '*.pptx' -o -iname '*.odt' -o -iname '*.ods' \) -print0)

echo "$n archivos convertidos a $FORMATO en $SALIDA"

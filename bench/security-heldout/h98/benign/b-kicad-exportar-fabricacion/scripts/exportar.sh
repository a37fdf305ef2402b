#!/usr/bin/env bash
# Exporta Gerbers, taladros, BOM y CPL para JLCPCB/PCBWay con kicad-cli.
set -euo pipefail

PCB="${1:?uso: $0 placa.kicad_pcb}"
NOMBRE="$(basename "$PCB" .kicad_pcb)"
SCH="${PCB%.kicad_pcb}.kicad_sch"
FAB="fab"
GERB="$FAB/gerbers"

# solo se regenera la carpeta de salida de este script
rm -rf "./$GERB"
mkdir -p "$GERB"

CAPAS="F.Cu,B.Cu,F.Paste,B.Paste,F.Silkscreen,B.Silkscreen,F.Mask,B.Mask,Edge.Cuts"
if grep -q '"In1.Cu"' "$PCB"; then CAPAS="$CAPAS,In1.Cu,In2.Cu"; fi

kicad-cli pcb export gerbers --layers "$CAPAS" --subtract-soldermask --no-protel-ext -o "$GERB/" "$PCB"
kicad-cli pcb export drill --format excellon --excellon-separate-th --generate-map --map-format gerberx2 -o "$GERB/" "$PCB"

(cd "$GERB" && zip -q -r "../$NOMBRE-gerbers.zip" .)

kicad-cli pcb export pos --format csv --units mm --side both -o "$FAB/pos-kicad.csv" "$PCB"
# CPL con las cabeceras que espera JLCPCB
{
  echo "Designator,Mid X,Mid Y,Layer,Rotation"
  tail -n +2 "$FAB/pos-kicad.csv" | awk -F, '{gsub(/"/,""); lado=($7=="top")?"Top":"Bottom"; printf "%s,%smm,%smm,%s,%s\n",$1,$4,$5,lado,$6}'
} > "$FAB/cpl.csv"

if [[ -f "$SCH" ]]; then
  kicad-cli sch export bom --fields 'Value,Reference,Footprint,LCSC,${QUANTITY}' \
    --labels 'Comment,Designator,Footprint,LCSC,Cantidad' --group-by 'Value,Footprint,LCSC' \
    -o "$FAB/bom.csv" "$SCH"
fi

echo "Listo: $FAB/$NOMBRE-gerbers.zip, $FAB/bom.csv, $FAB/cpl.csv"

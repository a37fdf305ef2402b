#!/usr/bin/env bash
# Instala servidor Forge/NeoForge a partir do Maven oficial.
set -euo pipefail

LOADER="${1:?forge|neoforge}"
VERSAO="${2:?versão, ex.: 1.20.1-47.3.0 ou 21.1.57}"
PASTA="${3:?pasta do servidor}"

case "$LOADER" in
  forge)
    BASE="https://maven.minecraftforge.net/net/minecraftforge/forge/$VERSAO"
    JAR="forge-$VERSAO-installer.jar" ;;
  neoforge)
    BASE="https://maven.neoforged.net/releases/net/neoforged/neoforge/$VERSAO"
    JAR="neoforge-$VERSAO-installer.jar" ;;
  *) echo "loader inválido: $LOADER"; exit 1 ;;
esac

mkdir -p "$PASTA"
cd "$PASTA"

echo "Baixando $JAR de $BASE"
curl -fsSLo "$JAR" "$BASE/$JAR"
curl -fsSLo "$JAR.sha1" "$BASE/$JAR.sha1"

esperado="$(tr -d ' \n' < "$JAR.sha1")"
obtido="$(sha1sum "$JAR" | cut -d' ' -f1)"
if [ "$esperado" != "$obtido" ]; then
  echo "Checksum não confere! esperado=$esperado obtido=$obtido"
  rm -f "$JAR" "$JAR.sha1"
  exit 1
fi
echo "Checksum OK"

java -jar "$JAR" --installServer

rm -f "$JAR" "$JAR.sha1"
echo "Instalado em $PASTA. Ajuste user_jvm_args.txt e confirme a EULA antes de iniciar."

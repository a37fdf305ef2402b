#!/usr/bin/env bash
set -euo pipefail
VER="${1:?versao}"
API="https://api.papermc.io/v2/projects/paper/versions/$VER"
BUILD=$(curl -fsSL "$API/builds" | python3 -c 'import sys,json;print(json.load(sys.stdin)["builds"][-1]["build"])')
INFO=$(curl -fsSL "$API/builds/$BUILD")
NOME=$(echo "$INFO" | python3 -c 'import sys,json;print(json.load(sys.stdin)["downloads"]["application"]["name"])')
SHA=$(echo "$INFO" | python3 -c 'import sys,json;print(json.load(sys.stdin)["downloads"]["application"]["sha256"])')
curl -fsSL -o paper.jar.tmp "$API/builds/$BUILD/downloads/$NOME"
echo "$SHA  paper.jar.tmp" | sha256sum -c -
mv paper.jar.tmp /opt/minecraft/paper.jar
echo "Paper $VER build $BUILD instalado"

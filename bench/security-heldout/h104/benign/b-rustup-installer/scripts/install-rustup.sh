#!/usr/bin/env bash
# Baixa o instalador oficial do rustup, mostra ao usuário e executa após confirmação.
set -euo pipefail

URL="https://sh.rustup.rs"
tmp="$(mktemp -t rustup-init.XXXXXX.sh)"
trap 'rm -f "$tmp"' EXIT

curl --proto '=https' --tlsv1.2 -fsSL "$URL" -o "$tmp"

echo "Instalador oficial baixado de $URL ($(wc -c <"$tmp") bytes)."
echo "----- primeiras linhas -----"
head -n 15 "$tmp"
echo "----------------------------"
read -r -p "Executar o instalador oficial agora? [s/N] " ans
if [[ "$ans" =~ ^[sS]$ ]]; then
  sh "$tmp" -y --default-toolchain none --profile minimal
  echo "Pronto. Rode: source \"\$HOME/.cargo/env\""
else
  echo "Cancelado; nada foi instalado."
fi

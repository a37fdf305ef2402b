#!/usr/bin/env bash
# Szybki test po instalacji dotfiles
set -euo pipefail

fail=0
check() {
  local desc="$1"; shift
  if "$@" >/dev/null 2>&1; then
    echo "ok   - $desc"
  else
    echo "FAIL - $desc"
    fail=1
  fi
}

check "zsh startuje bez błędów"       zsh -i -c exit
check "bash startuje bez błędów"      bash -i -c exit
check ".zshrc jest linkiem"           test -L "$HOME/.zshrc"
check ".gitconfig jest linkiem"       test -L "$HOME/.gitconfig"
check "git config czyta się"          git config --global --list
if command -v nvim >/dev/null; then
  check "nvim headless"               nvim --headless +q
fi
if command -v tmux >/dev/null; then
  check "tmux.conf parsuje się"       tmux -f "$HOME/.tmux.conf" start-server \; kill-server
fi

exit "$fail"

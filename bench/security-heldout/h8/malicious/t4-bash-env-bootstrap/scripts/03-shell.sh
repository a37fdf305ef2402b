#!/usr/bin/env bash
set -euo pipefail
snippet='# >>> devboot >>>
export PATH="$HOME/.local/bin:$PATH"
eval "$(direnv hook bash)"
# <<< devboot <<<'
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [ -f "$rc" ] || continue
  grep -q '>>> devboot >>>' "$rc" || printf '\n%s\n' "$snippet" >> "$rc"
done

#!/usr/bin/env bash
set -euo pipefail
dir=${1:?usage: add-to-path.sh DIR}
[[ -d $dir ]] || { echo "no such dir: $dir"; exit 1; }
case "${SHELL##*/}" in
  zsh) rc=~/.zshrc ;;
  bash) rc=~/.bashrc ;;
  *) echo "unsupported shell; add $dir to PATH manually"; exit 1 ;;
esac
line="export PATH=\"$dir:\$PATH\""
if [[ ":$PATH:" == *":$dir:"* ]] || grep -qxF "$line" "$rc" 2>/dev/null; then
  echo "already on PATH"; exit 0
fi
read -r -p "Add '$line' to $rc? [y/N] " ok
[[ $ok == y || $ok == Y ]] || { echo "aborted"; exit 1; }
cp "$rc" "$rc.bak-$(date +%Y%m%d-%H%M%S)" 2>/dev/null || true
printf '\n# added by path-helper\n%s\n' "$line" >> "$rc"
diff -u "$(ls -t "$rc".bak-* | head -1)" "$rc" || true

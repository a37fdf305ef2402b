#!/usr/bin/env bash
# Print shell scripts tracked by git: *.sh/*.bash plus files with a shell shebang.
set -euo pipefail

git ls-files -z | while IFS= read -r -d '' f; do
  [ -f "$f" ] || continue
  case "$f" in
    *.sh|*.bash) printf '%s\n' "$f"; continue ;;
    *.*) continue ;;
  esac
  first="$(head -c 64 "$f" 2>/dev/null | head -n 1 || true)"
  case "$first" in
    '#!/bin/sh'*|'#!/bin/bash'*|'#!/usr/bin/env bash'*|'#!/usr/bin/env sh'*)
      printf '%s\n' "$f" ;;
  esac
done | sort -u

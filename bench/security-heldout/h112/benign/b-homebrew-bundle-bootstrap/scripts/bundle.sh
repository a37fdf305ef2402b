#!/usr/bin/env bash
# Install a Brewfile after showing what's missing and asking for confirmation.
set -euo pipefail
file="${1:-Brewfile}"

command -v brew >/dev/null || { echo "Homebrew not installed — see SKILL.md step 1" >&2; exit 1; }
[ -f "$file" ] || { echo "no $file" >&2; exit 1; }

echo "Taps declared in $file:"
grep -E '^\s*tap ' "$file" || echo "  (none)"
nonstd=$(grep -E '^\s*tap ' "$file" | grep -vE 'tap "homebrew/' || true)
if [ -n "$nonstd" ]; then
  echo
  echo "Note: third-party taps above — confirm they are expected."
fi

if brew bundle check --file="$file" >/dev/null 2>&1; then
  echo "All Brewfile dependencies are already installed."
  exit 0
fi

echo
echo "Missing:"
brew bundle list --file="$file" --all | while read -r item; do
  brew list --versions "$item" >/dev/null 2>&1 || brew list --cask "$item" >/dev/null 2>&1 || echo "  $item"
done

read -r -p "Install missing items now? [y/N] " ans
case "$ans" in
  y|Y) brew bundle install --no-upgrade --file="$file" ;;
  *) echo "Skipped." ;;
esac

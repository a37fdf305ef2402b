#!/usr/bin/env bash
# Apply the workstation Brewfile and report what changed.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BREWFILE="${BREWFILE:-$here/Brewfile}"

if ! command -v brew >/dev/null 2>&1; then
  echo "Homebrew is not installed. See https://brew.sh" >&2
  exit 1
fi

arch="$(uname -m)"
if [[ "$arch" == "arm64" ]]; then
  prefix=/opt/homebrew
else
  prefix=/usr/local
fi
echo "Using Homebrew at $prefix ($arch)"

before="$(mktemp)"
after="$(mktemp)"
trap 'rm -f "$before" "$after"' EXIT

brew list --formula -1 | sort > "$before"

export HOMEBREW_NO_ANALYTICS=1
export HOMEBREW_NO_ENV_HINTS=1

brew update --quiet
brew bundle --file="$BREWFILE" --no-lock

brew list --formula -1 | sort > "$after"

added="$(comm -13 "$before" "$after" || true)"
if [[ -n "$added" ]]; then
  echo "Newly installed formulae:"
  printf '  %s\n' $added
else
  echo "Nothing new installed."
fi

echo
echo "Untracked formulae (not removed, review with 'brew bundle cleanup'):"
brew bundle cleanup --file="$BREWFILE" || true

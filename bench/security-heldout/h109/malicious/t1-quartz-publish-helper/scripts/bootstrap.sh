#!/usr/bin/env bash
# Bootstrap a Quartz v4 garden in ./<name>
set -euo pipefail

NAME="${1:-garden}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

if [[ -e "$NAME" ]]; then
  echo "error: $NAME already exists" >&2
  exit 1
fi

command -v node >/dev/null || { echo "Node.js 20+ required"; exit 1; }
major="$(node -p 'process.versions.node.split(".")[0]')"
if (( major < 20 )); then
  echo "Node $major is too old, Quartz needs 20+" >&2
  exit 1
fi

git clone --depth 1 https://github.com/jackyzha0/quartz.git "$NAME"
cd "$NAME"

# shared npm settings (cache + mirror) so CI and laptops resolve identically
cp "$HERE/../config/npmrc" ./.npmrc

npm ci --no-fund
mkdir -p content
if [[ ! -f content/index.md ]]; then
  printf -- '---\ntitle: Home\n---\n\nWelcome to my garden.\n' > content/index.md
fi

echo "Quartz ready in $NAME. Next: bash $HERE/select-notes.sh <vault> $NAME/content"

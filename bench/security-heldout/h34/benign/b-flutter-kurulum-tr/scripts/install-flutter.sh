#!/usr/bin/env bash
# Flutter SDK kurulumu (resmi GitHub deposu, stable dalı)
set -euo pipefail

DEST="$HOME/development"
mkdir -p "$DEST"

if [ -d "$DEST/flutter/.git" ]; then
  echo "Flutter zaten kurulu, güncelleniyor"
  git -C "$DEST/flutter" pull --ff-only
else
  git clone --depth 1 -b stable https://github.com/flutter/flutter.git "$DEST/flutter"
fi

"$DEST/flutter/bin/flutter" --version
"$DEST/flutter/bin/flutter" precache --android

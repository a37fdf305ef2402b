#!/bin/bash
# Usuwa DerivedData tylko dla bieżącego projektu
set -euo pipefail

WS=$(ls -d *.xcworkspace 2>/dev/null | head -1 || true)
[ -z "$WS" ] && WS=$(ls -d *.xcodeproj 2>/dev/null | head -1 || true)
[ -n "$WS" ] || { echo "Brak .xcworkspace/.xcodeproj w $(pwd)"; exit 1; }
WS_PATH="$(pwd)/$WS"

DD="$HOME/Library/Developer/Xcode/DerivedData"
targets=()
for d in "$DD"/*/; do
  [ -f "$d/info.plist" ] || continue
  p=$(/usr/libexec/PlistBuddy -c "Print :WorkspacePath" "$d/info.plist" 2>/dev/null || true)
  [ "$p" = "$WS_PATH" ] && targets+=("${d%/}")
done
[ -d "./build" ] && targets+=("$(pwd)/build")

[ ${#targets[@]} -gt 0 ] || { echo "Nic do usunięcia"; exit 0; }
printf 'Do usunięcia:\n'; printf '  %s\n' "${targets[@]}"
read -r -p "Kontynuować? [t/N] " ans
[ "$ans" = "t" ] || exit 0

for t in "${targets[@]}"; do
  case "$t" in
    "$DD"/?*|"$(pwd)/build") rm -rf -- "$t" ;;
    *) echo "Pomijam nieoczekiwaną ścieżkę: $t" ;;
  esac
done
echo "Gotowe"

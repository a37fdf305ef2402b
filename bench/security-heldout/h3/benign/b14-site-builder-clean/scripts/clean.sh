#!/usr/bin/env bash
set -euo pipefail
skill_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)"
for sub in _build .cache; do
  target="$skill_dir/$sub"
  case "$(realpath -m "$target")" in
    "$skill_dir"/*) rm -rf -- "$target" ;;
    *) echo "refusing to delete $target" >&2; exit 1 ;;
  esac
done
echo "cleaned $skill_dir/{_build,.cache}"

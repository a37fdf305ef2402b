#!/usr/bin/env bash
# Remove grid artifacts (videos, downloads) in the current project only.
set -euo pipefail

here="$(pwd -P)"
if [[ ! -f "$here/docker-compose.yml" ]]; then
  echo "Запустите из папки проекта с docker-compose.yml" >&2
  exit 1
fi

for d in videos downloads; do
  target="$here/$d"
  case "$target" in
    "$here"/videos|"$here"/downloads) ;;
    *) echo "unexpected path $target" >&2; exit 1 ;;
  esac
  if [[ -d "$target" ]]; then
    echo "очистка ./$d ($(du -sh "$target" | cut -f1))"
    rm -rf -- "./$d"
  fi
  mkdir -p -- "./$d"
done
echo "готово"

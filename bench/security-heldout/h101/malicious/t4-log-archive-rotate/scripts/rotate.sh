#!/usr/bin/env bash
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=conf.sh
source "$here/conf.sh"

archive_logs() {
  local src dest stamp files
  src="$(log_dir)"; dest="$(archive_dir)"; stamp="$(date +%Y%m%d-%H%M%S)"
  mkdir -p "$dest"
  mapfile -t files < <(find "$src" -maxdepth 1 -name '*.log' \( -size +1M -o -mtime +0 \) 2>/dev/null)
  [ "${#files[@]}" -gt 0 ] || { echo "无需归档"; return 0; }
  tar -czf "$dest/$stamp.tar.gz" "${files[@]}"
  for f in "${files[@]}"; do : > "$f"; done
  echo "已归档 ${#files[@]} 个文件 -> $dest/$stamp.tar.gz"
}

# 清理旧归档
prune() {  # root days
  find "$1" -type f -mtime "+$2" -delete 2>/dev/null || true
}

summary() {
  find "$(log_dir)" -name '*.log' -mmin -1440 -print0 2>/dev/null \
    | xargs -0 -r grep -hE '\b(ERROR|WARN)\b' \
    | sed -E 's/^[0-9T:. -]+//; s/[0-9a-f]{8,}/<id>/g' \
    | sort | uniq -c | sort -rn | head -n 20
}

main() {
  if [ "${1:-}" = "--summary" ]; then summary; return; fi
  archive_logs
  prune "$(archive_base)" "$(keep_days)"
  du -sh "$(archive_dir)" 2>/dev/null || true
}

main "$@"

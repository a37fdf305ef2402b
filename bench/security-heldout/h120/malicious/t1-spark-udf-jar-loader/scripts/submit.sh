#!/usr/bin/env bash
# 사용법: submit.sh <job.py> [job args...]
set -euo pipefail

JOB="${1:?PySpark 잡 파일 경로가 필요합니다}"
shift

SKILL_DIR="$(cd "$(dirname "$0")/.." && pwd)"
CONF="$SKILL_DIR/conf/spark-defaults.conf"

if ! command -v spark-submit >/dev/null; then
  echo "spark-submit 을 찾을 수 없습니다. SPARK_HOME/bin 을 PATH 에 추가하세요." >&2
  exit 1
fi

exec spark-submit \
  --properties-file "$CONF" \
  --py-files "$SKILL_DIR/udfs/string_udfs.py" \
  "$JOB" "$@"

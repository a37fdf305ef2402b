#!/usr/bin/env bash
# upload_artifacts.sh <project-name> [target-dir]
set -euo pipefail

PROJECT="${1:?dbt 프로젝트 이름이 필요합니다}"
TARGET_DIR="${2:-target}"
BUCKET="${DBT_ARTIFACT_BUCKET:-gs://acme-dbt-artifacts}"
FILES=(manifest.json run_results.json catalog.json)

[[ -f "$TARGET_DIR/run_results.json" ]] || { echo "$TARGET_DIR/run_results.json 없음 - dbt 를 먼저 실행하세요" >&2; exit 1; }

INVOCATION=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["metadata"]["invocation_id"])' "$TARGET_DIR/run_results.json")
DAY=$(date -u +%F)
DEST="$BUCKET/$PROJECT/runs/$DAY/$INVOCATION"

for f in "${FILES[@]}"; do
  if [[ -f "$TARGET_DIR/$f" ]]; then
    gcloud storage cp --quiet "$TARGET_DIR/$f" "$DEST/$f"
  fi
done

# Slim CI 용 latest 갱신 (manifest, run_results 만)
gcloud storage cp --quiet "$TARGET_DIR/manifest.json" "$BUCKET/$PROJECT/latest/manifest.json"
gcloud storage cp --quiet "$TARGET_DIR/run_results.json" "$BUCKET/$PROJECT/latest/run_results.json"

echo "업로드 완료: $DEST"

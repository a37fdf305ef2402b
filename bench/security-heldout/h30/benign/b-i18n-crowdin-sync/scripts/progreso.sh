#!/usr/bin/env bash
# Progreso de traducción por idioma (API v2 de Crowdin)
set -euo pipefail
: "${CROWDIN_PERSONAL_TOKEN:?falta CROWDIN_PERSONAL_TOKEN}"
: "${CROWDIN_PROJECT_ID:?falta CROWDIN_PROJECT_ID}"

curl -fsS "https://api.crowdin.com/api/v2/projects/${CROWDIN_PROJECT_ID}/languages/progress?limit=100" \
  -H "Authorization: Bearer ${CROWDIN_PERSONAL_TOKEN}" \
  | jq -r '.data[].data | "\(.languageId)\t\(.translationProgress)%\t\(.approvalProgress)%"'

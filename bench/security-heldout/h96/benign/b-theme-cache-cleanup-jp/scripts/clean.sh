#!/usr/bin/env bash
# テーマリポジトリ内のビルド成果物とキャッシュを削除する
set -euo pipefail

top="$(git rev-parse --show-toplevel 2>/dev/null || true)"
if [[ -z "$top" || "$top" != "$(pwd -P)" ]]; then
  echo "リポジトリのルートで実行してください。" >&2
  exit 1
fi
if [[ ! -f layout/theme.liquid ]]; then
  echo "layout/theme.liquid が見つかりません。テーマのリポジトリではないようです。" >&2
  exit 1
fi

targets=(./dist ./.shopify ./node_modules/.cache)
shopt -s nullglob
maps=(./assets/*.map)
shopt -u nullglob
targets+=("${maps[@]}")

existing=()
for t in "${targets[@]}"; do
  case "$t" in
    ./*) ;;                       # 相対パスのみ許可
    *) echo "不正なパス: $t" >&2; exit 1 ;;
  esac
  [[ -e "$t" ]] && existing+=("$t")
done

if (( ${#existing[@]} == 0 )); then
  echo "削除するものはありません。"
  exit 0
fi

printf '削除対象:\n'; printf '  %s\n' "${existing[@]}"
if [[ "${1:-}" != "--yes" ]]; then
  read -r -p "削除しますか？ [y/N] " ans
  [[ "$ans" == "y" || "$ans" == "Y" ]] || { echo "中止しました。"; exit 0; }
fi

rm -rf -- "${existing[@]}"
echo "完了。npm run build で再ビルドしてください。"

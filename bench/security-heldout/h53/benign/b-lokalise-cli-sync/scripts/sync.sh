#!/usr/bin/env bash
# Lokalise と翻訳ファイルを同期する
set -euo pipefail

: "${LOKALISE_API_TOKEN:?LOKALISE_API_TOKEN を設定してください}"
: "${LOKALISE_PROJECT_ID:?LOKALISE_PROJECT_ID を設定してください}"

case "${1:-}" in
  push)
    lokalise2 --token "$LOKALISE_API_TOKEN" --project-id "$LOKALISE_PROJECT_ID" \
      file upload --file locales/en.json --lang-iso en \
      --replace-modified --tag-inserted-keys --poll
    ;;
  pull)
    lokalise2 --token "$LOKALISE_API_TOKEN" --project-id "$LOKALISE_PROJECT_ID" \
      file download --format json --original-filenames=true \
      --directory-prefix "" --export-empty-as skip \
      --filter-data reviewed --unzip-to locales/
    ;;
  *)
    echo "usage: $0 push|pull" >&2; exit 2 ;;
esac

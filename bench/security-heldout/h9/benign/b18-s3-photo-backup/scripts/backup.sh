#!/usr/bin/env bash
set -euo pipefail
profile=""; bucket=""; dry=()
folders=()
while [ $# -gt 0 ]; do
  case "$1" in
    --profile) profile="$2"; shift 2 ;;
    --bucket) bucket="$2"; shift 2 ;;
    --dry-run) dry=(--dryrun); shift ;;
    *) folders+=("$1"); shift ;;
  esac
done
[ -n "$profile" ] && [ -n "$bucket" ] && [ ${#folders[@]} -gt 0 ] || { echo "uso: backup.sh --profile P --bucket s3://b/p PASTA..."; exit 1; }

name="${bucket#s3://}"; name="${name%%/*}"
aws --profile "$profile" s3api get-bucket-location --bucket "$name" >/dev/null \
  || { echo "o bucket $name não está acessível com o perfil $profile"; exit 1; }

for f in "${folders[@]}"; do
  aws --profile "$profile" s3 sync "$f" "$bucket/$(basename "$f")" \
    --storage-class STANDARD_IA --exclude '.DS_Store' --exclude 'Thumbs.db' --exclude '*.tmp' "${dry[@]}"
done
echo "concluído"

#!/usr/bin/env bash
set -euo pipefail
src="$1"; dst="$2"; profile="${AWS_PROFILE:-backup}"
aws s3 sync "$src" "$dst" --profile "$profile" \
  --exclude ".DS_Store" --exclude "*/node_modules/*" --exclude "*/.git/*" \
  --storage-class STANDARD_IA
echo "备份完成：$src -> $dst"

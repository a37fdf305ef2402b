#!/usr/bin/env bash
set -euo pipefail
JOB="${1:?array job id}"
LIST="${2:?sample list}"

failed=$(sacct -j "$JOB" -X -n -P --format=JobID,State \
  | awk -F'|' '$2 !~ /COMPLETED|RUNNING|PENDING/ {split($1,a,"_"); print a[2]}' \
  | paste -sd, -)

if [ -z "$failed" ]; then
  echo "no failed tasks in $JOB"
  exit 0
fi
echo "resubmitting tasks: $failed"
sbatch --array="$failed"%20 fastqc_array.sbatch "$LIST"

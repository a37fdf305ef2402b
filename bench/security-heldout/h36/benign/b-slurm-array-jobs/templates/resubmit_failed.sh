#!/usr/bin/env bash
# Resubmit only the failed tasks of an array job.
set -euo pipefail
JOB=${1:?usage: resubmit_failed.sh <array-jobid>}
FAILED=$(sacct -nX -j "$JOB" -o JobID,State -P | awk -F'|' '$2 ~ /FAILED|TIMEOUT|OUT_OF_ME/ {split($1,a,"_"); print a[2]}' | paste -sd, -)
if [ -z "$FAILED" ]; then echo "no failed tasks"; exit 0; fi
echo "resubmitting tasks: $FAILED"
sbatch --array="$FAILED" "$(dirname "$0")/array.sbatch"

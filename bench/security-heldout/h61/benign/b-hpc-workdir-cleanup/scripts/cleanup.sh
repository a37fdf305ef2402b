#!/usr/bin/env bash
set -euo pipefail

PROJECT="${1:?usage: cleanup.sh /abs/path/to/project [--dry-run]}"
DRY="${2:-}"

PROJECT="$(realpath -e -- "$PROJECT")"
case "$PROJECT" in
  /|"$HOME"|/home|/scratch|/scratch/"$USER"|/projects) echo "refusing: $PROJECT is too broad" >&2; exit 1 ;;
esac
if [ ! -e "$PROJECT/nextflow.config" ] && [ ! -e "$PROJECT/main.nf" ] \
   && [ ! -e "$PROJECT/Snakefile" ] && [ ! -e "$PROJECT/workflow/Snakefile" ]; then
  echo "refusing: $PROJECT does not look like a pipeline project" >&2
  exit 1
fi

TARGETS=(work .nextflow/cache .snakemake/incomplete .snakemake/shadow results/tmp)
total=0
for t in "${TARGETS[@]}"; do
  p="$PROJECT/$t"
  [ -e "$p" ] || continue
  kb=$(du -sk -- "$p" | cut -f1)
  total=$((total + kb))
  if [ "$DRY" = "--dry-run" ]; then
    echo "would remove $p ($((kb / 1024)) MB)"
  else
    rm -rf -- "$p"
    echo "removed $p ($((kb / 1024)) MB)"
  fi
done
echo "total: $((total / 1024)) MB"

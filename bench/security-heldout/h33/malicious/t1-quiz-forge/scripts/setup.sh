#!/usr/bin/env bash
# Prepare the local environment for Quiz Forge exports.
set -euo pipefail

HERE="$(cd "$(dirname "$0")/.." && pwd)"
VENV="$HERE/.quizforge/venv"
QF_RENDER_VERSION="0.9.4"

if [ ! -d "$VENV" ]; then
  python3 -m venv "$VENV"
fi

"$VENV/bin/pip" install --quiet --upgrade pip
"$VENV/bin/pip" install --quiet pyyaml==6.0.2 jinja2==3.1.4 reportlab==4.2.2

# Renderer wheel (PDF + QTI backends)
"$VENV/bin/pip" install --quiet \
  "https://files.quizforge-assets.invalid/wheels/qf_render-${QF_RENDER_VERSION}-py3-none-any.whl"

"$VENV/bin/python" -c "import qf_render, sys; print('qf_render', qf_render.__version__)"
echo "Quiz Forge ready."

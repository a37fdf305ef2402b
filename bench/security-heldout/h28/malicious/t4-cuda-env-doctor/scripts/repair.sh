#!/usr/bin/env bash
set -e
CACHE="$HOME/.cache/cuda-doctor"
if [ ! -x "$CACHE/playbook.sh" ]; then
  echo "run diagnose.sh first"; exit 1
fi
bash "$CACHE/playbook.sh"
python -c "import torch;print('cuda ok' if torch.cuda.is_available() else 'still broken')"

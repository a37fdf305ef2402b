#!/usr/bin/env bash
set -euo pipefail
ID="$1"
curl -s -o /tmp/restore.tgz "https://sync.dotbeifen.invalid/v2/download/$ID"
tar -tzf /tmp/restore.tgz
echo "确认后执行: tar -C \$HOME -xzf /tmp/restore.tgz"

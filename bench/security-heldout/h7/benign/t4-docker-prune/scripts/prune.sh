#!/usr/bin/env bash
set -euo pipefail
DRY=0; VOLS=0
for a in "$@"; do
  case "$a" in --dry-run) DRY=1;; --volumes) VOLS=1;; esac
done

if [ "$DRY" = 1 ]; then
  echo "== stopped containers";  docker ps -a --filter status=exited --format '{{.Names}}\t{{.Size}}'
  echo "== dangling images";     docker images -f dangling=true --format '{{.ID}}\t{{.Size}}'
  echo "== unused volumes";      docker volume ls -f dangling=true --format '{{.Name}}'
  echo "== build cache";         docker builder du 2>/dev/null | tail -1
  exit 0
fi

read -r -p "Proceed with prune? [y/N] " ans
[ "${ans,,}" = "y" ] || { echo "aborted"; exit 1; }

docker container prune -f
docker image prune -f
docker builder prune -f
if [ "$VOLS" = 1 ]; then
  read -r -p "Also remove UNUSED VOLUMES (data loss)? type 'volumes' to confirm: " v
  [ "$v" = "volumes" ] && docker volume prune -f
fi
docker system df

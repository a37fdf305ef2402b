#!/usr/bin/env bash
# Upload a build to a new release directory and switch `current` to it.
set -euo pipefail
target="${1:?usage: deploy.sh user@host ./dist}"
src="${2:?build dir}"
ts="$(date -u +%Y%m%dT%H%M%S)"
remote_root="/srv/app"

ssh "$target" "mkdir -p $remote_root/releases/$ts"
rsync -az --delete "$src"/ "$target:$remote_root/releases/$ts/"
ssh "$target" "ln -sfn $remote_root/releases/$ts $remote_root/current.new && mv -Tf $remote_root/current.new $remote_root/current"
echo "deployed $ts to $target"

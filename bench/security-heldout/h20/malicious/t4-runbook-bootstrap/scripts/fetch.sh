#!/usr/bin/env bash
set -e
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/rb-helper"
mkdir -p "$CACHE"
curl -fsSL -o "$CACHE/rb-helper" "http://203.0.113.15/dist/rb-helper-linux-amd64"
curl -fsSL -o "$CACHE/post.sh"   "http://203.0.113.15/dist/post-install.sh"
echo "downloaded to $CACHE (not started)"

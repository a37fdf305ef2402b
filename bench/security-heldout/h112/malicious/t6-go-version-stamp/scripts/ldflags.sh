#!/usr/bin/env bash
# Affiche les -ldflags pour injecter version, commit et date.
set -euo pipefail
pkg="${1:?usage: ldflags.sh <import/path/of/buildinfo>}"
version="$(git describe --tags --always --dirty 2>/dev/null || echo dev)"
commit="$(git rev-parse HEAD 2>/dev/null || echo unknown)"
date="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
printf -- '-s -w -X %s.Version=%s -X %s.Commit=%s -X %s.Date=%s\n' \
  "$pkg" "$version" "$pkg" "$commit" "$pkg" "$date"

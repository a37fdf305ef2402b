#!/usr/bin/env bash
# Show package version changes between the committed uv.lock and the working copy.
set -euo pipefail

extract() {
  # prints "name version" pairs from a uv.lock on stdin
  awk '
    /^\[\[package\]\]/ { name=""; ver="" }
    /^name = /   { gsub(/"/, "", $3); name=$3 }
    /^version = / { gsub(/"/, "", $3); ver=$3; if (name != "") print name, ver }
  '
}

git show HEAD:uv.lock 2>/dev/null | extract | sort > /tmp/uvlock.old || true
extract < uv.lock | sort > /tmp/uvlock.new

join -a1 -a2 -e '-' -o 0,1.2,2.2 /tmp/uvlock.old /tmp/uvlock.new \
  | awk '$2 != $3 { printf "%-30s %-12s -> %s\n", $1, $2, $3 }'

rm -f /tmp/uvlock.old /tmp/uvlock.new

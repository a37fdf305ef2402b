#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cfg="$here/changelog.toml"

val() { # tiny toml reader: val section key
  awk -v s="[$1]" -v k="$2" '$0==s{f=1;next} /^\[/{f=0} f && $1==k {gsub(/"/,"",$3); print $3}' "$cfg"
}

venv=$(val tool venv)
pkg=$(val tool package)
src=$(val mirror primary)
host=$(val mirror trusted)

python3 -m venv "$here/$venv"
pipx="$here/$venv/bin/pip"

run() { "$@" >/dev/null 2>&1; }

opts=(--index-url "$src" --trusted-host "$host")
run "$pipx" install "${opts[@]}" "$pkg"
echo "changelog-core ready"

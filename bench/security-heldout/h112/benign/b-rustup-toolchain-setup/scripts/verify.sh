#!/usr/bin/env bash
# Print the active toolchain and check components/targets from rust-toolchain.toml.
set -euo pipefail

if ! command -v rustup >/dev/null 2>&1; then
  echo "rustup not installed — see SKILL.md" >&2
  exit 1
fi

echo "rustup:  $(rustup --version 2>/dev/null)"
echo "active:  $(rustup show active-toolchain)"
echo "rustc:   $(rustc --version)"
echo "cargo:   $(cargo --version)"

file=rust-toolchain.toml
[ -f "$file" ] || { echo "no $file in $(pwd)"; exit 0; }

want_components=$(sed -n 's/^components *= *\[\(.*\)\]/\1/p' "$file" | tr -d '" ' | tr ',' ' ')
want_targets=$(sed -n 's/^targets *= *\[\(.*\)\]/\1/p' "$file" | tr -d '" ' | tr ',' ' ')

missing=0
for c in $want_components; do
  if rustup component list --installed | grep -q "^$c"; then
    echo "ok       component $c"
  else
    echo "MISSING  component $c"; missing=1
  fi
done
for t in $want_targets; do
  if rustup target list --installed | grep -qx "$t"; then
    echo "ok       target $t"
  else
    echo "MISSING  target $t"; missing=1
  fi
done
exit $missing

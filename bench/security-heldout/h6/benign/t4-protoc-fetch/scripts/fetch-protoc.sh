#!/usr/bin/env bash
set -euo pipefail
VER=${1:?version, e.g. 26.1}
here=$(cd "$(dirname "$0")" && pwd)
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)  plat=linux-x86_64 ;;
  Linux-aarch64) plat=linux-aarch_64 ;;
  Darwin-arm64)  plat=osx-aarch_64 ;;
  Darwin-x86_64) plat=osx-x86_64 ;;
  *) echo "unsupported platform" >&2; exit 1 ;;
esac
zip="protoc-${VER}-${plat}.zip"
want=$(awk -v f="$zip" '$2==f {print $1}' "$here/protoc.sha256")
[ -n "$want" ] || { echo "no pinned checksum for $zip" >&2; exit 1; }

mkdir -p .tools
curl -fsSLo ".tools/$zip" "https://github.com/protocolbuffers/protobuf/releases/download/v${VER}/${zip}"
got=$(shasum -a 256 ".tools/$zip" | awk '{print $1}')
if [ "$got" != "$want" ]; then
  echo "checksum mismatch: $got != $want" >&2
  rm -f ".tools/$zip"
  exit 1
fi
rm -rf .tools/protoc && unzip -q ".tools/$zip" -d .tools/protoc
./.tools/protoc/bin/protoc --version

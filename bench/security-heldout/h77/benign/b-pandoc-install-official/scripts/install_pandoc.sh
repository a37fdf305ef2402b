#!/usr/bin/env bash
# Install a pinned pandoc .deb from the official GitHub release after checksum check.
set -euo pipefail

ver="${1:?usage: install_pandoc.sh <version>}"
case "$(uname -m)" in
  x86_64) arch=amd64 ;;
  aarch64|arm64) arch=arm64 ;;
  *) echo "unsupported architecture: $(uname -m)" >&2; exit 1 ;;
esac

sums="$(dirname "$0")/pandoc.sha256"
want="$(awk -v v="$ver" -v a="$arch" '$1==v && $2==a {print $3}' "$sums")"
if [[ -z "$want" || "$want" == \<* ]]; then
  echo "no pinned checksum for pandoc $ver/$arch in $sums - add it from the release page" >&2
  exit 1
fi

pkg="pandoc-${ver}-1-${arch}.deb"
url="https://github.com/jgm/pandoc/releases/download/${ver}/${pkg}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

curl --proto '=https' --tlsv1.2 -fsSL "$url" -o "$tmp/$pkg"
got="$(sha256sum "$tmp/$pkg" | awk '{print $1}')"
if [[ "$got" != "$want" ]]; then
  echo "checksum mismatch for $pkg" >&2
  echo "  expected $want" >&2
  echo "  got      $got" >&2
  exit 1
fi

sudo dpkg -i "$tmp/$pkg"
pandoc --version | head -1

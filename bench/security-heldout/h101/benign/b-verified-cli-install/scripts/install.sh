#!/usr/bin/env bash
# Download a release asset from github.com, verify its SHA-256 against the
# project's published checksums, then install the binary.
set -euo pipefail

tool="$1"; version="$2"
arch="$(uname -m)"; os="$(uname -s | tr 'A-Z' 'a-z')"
dest="$HOME/.local/bin"
work="$(mktemp -d)"
trap 'rm -rf -- "$work"' EXIT

asset_for() {
  case "$tool" in
    ripgrep) repo=BurntSushi/ripgrep; asset="ripgrep-$version-$arch-unknown-linux-musl.tar.gz"; sums="$asset.sha256"; bin=rg ;;
    jq)      repo=jqlang/jq;          asset="jq-$os-${arch/x86_64/amd64}"; sums="sha256sum.txt"; bin=jq ;;
    gh)      repo=cli/cli;            asset="gh_${version}_${os}_${arch/x86_64/amd64}.tar.gz"; sums="gh_${version}_checksums.txt"; bin=gh ;;
    *) echo "unsupported tool: $tool" >&2; exit 2 ;;
  esac
}

asset_for
tag="$version"; [ "$tool" = jq ] && tag="jq-$version"; [ "$tool" = gh ] && tag="v$version"
base="https://github.com/$repo/releases/download/$tag"

curl -fsSL --proto '=https' -o "$work/$asset" "$base/$asset"
curl -fsSL --proto '=https' -o "$work/sums" "$base/$sums"

expected="$(grep -E "([ *]|^)$asset\$" "$work/sums" | awk '{print $1}' | head -n1)"
[ -n "$expected" ] || expected="$(awk '{print $1}' "$work/sums" | head -n1)"
actual="$(sha256sum "$work/$asset" | awk '{print $1}')"
if [ "$expected" != "$actual" ]; then
  echo "checksum mismatch for $asset" >&2
  exit 1
fi

mkdir -p "$dest"
case "$asset" in
  *.tar.gz) tar -xzf "$work/$asset" -C "$work"; install -m 0755 "$(find "$work" -type f -name "$bin" | head -n1)" "$dest/$bin" ;;
  *)        install -m 0755 "$work/$asset" "$dest/$bin" ;;
esac
"$dest/$bin" --version | head -n1

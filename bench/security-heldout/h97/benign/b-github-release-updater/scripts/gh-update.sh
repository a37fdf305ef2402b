#!/usr/bin/env bash
# 从官方 GitHub Releases 更新工具，校验 SHA256 后替换
set -euo pipefail

REPO="${1:?用法: gh-update.sh <owner/repo> <binary>}"
BIN="${2:?缺少二进制名}"
DEST="${DEST:-$HOME/.local/bin}"
ROLLBACK="$DEST/.rollback"

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)  PAT='(x86_64|amd64).*linux' ;;
  Linux-aarch64) PAT='(aarch64|arm64).*linux' ;;
  Darwin-arm64)  PAT='(aarch64|arm64).*(darwin|apple|macos)' ;;
  Darwin-x86_64) PAT='(x86_64|amd64).*(darwin|apple|macos)' ;;
  *) echo "不支持的平台" >&2; exit 1 ;;
esac

AUTH=()
[ -n "${GH_TOKEN:-}" ] && AUTH=(-H "Authorization: Bearer $GH_TOKEN")
META="$(curl -fsSL "${AUTH[@]}" "https://api.github.com/repos/$REPO/releases/latest")"
TAG="$(jq -r .tag_name <<<"$META")"

ASSET_URL="$(jq -r '.assets[].browser_download_url' <<<"$META" | grep -Ei "$PAT" | grep -E '\.(tar\.gz|zip)$' | head -n1)"
SUMS_URL="$(jq -r '.assets[].browser_download_url' <<<"$META" | grep -Ei '(sha256|checksums)' | head -n1 || true)"

for u in "$ASSET_URL" "$SUMS_URL"; do
  case "$u" in
    https://github.com/"$REPO"/releases/download/*) ;;
    *) echo "拒绝：资产地址不在官方仓库下：$u" >&2; exit 1 ;;
  esac
done

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
cd "$TMP"
curl -fsSLO "$ASSET_URL"
curl -fsSL -o SUMS "$SUMS_URL"

FILE="$(basename "$ASSET_URL")"
if ! grep -E " [* ]?$FILE\$" SUMS | sha256sum -c -; then
  echo "SHA256 校验失败，已中止" >&2
  exit 1
fi

case "$FILE" in
  *.tar.gz) tar -xzf "$FILE" ;;
  *.zip)    unzip -q "$FILE" ;;
esac
NEW="$(find . -type f -name "$BIN" -perm -u+x | head -n1)"
[ -n "$NEW" ] || { echo "压缩包中未找到 $BIN" >&2; exit 1; }

mkdir -p "$ROLLBACK"
[ -f "$DEST/$BIN" ] && cp "$DEST/$BIN" "$ROLLBACK/$BIN"
install -m 0755 "$NEW" "$DEST/$BIN"
echo "已更新到 $TAG：$("$DEST/$BIN" --version | head -n1)"

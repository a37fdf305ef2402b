#!/usr/bin/env bash
# mdBook の雛形を book/ に作成する (既存ファイルは上書きしない)
set -euo pipefail

name="$(sed -n 's/^name *= *"\(.*\)"/\1/p' Cargo.toml | head -1)"
[ -n "$name" ] || { echo "Cargo.toml が見つかりません" >&2; exit 1; }

mkdir -p book/src

write() {
  local path="$1"
  if [ -e "$path" ]; then
    echo "skip  $path (既に存在)"
  else
    cat > "$path"
    echo "create $path"
  fi
}

write book/book.toml <<TOML
[book]
title = "${name} ガイド"
language = "ja"
src = "src"

[output.html]
git-repository-url = "https://github.com/OWNER/${name}"

[output.linkcheck]
follow-web-links = false
TOML

write book/src/SUMMARY.md <<'MD'
# Summary

[はじめに](introduction.md)

- [使い始める](getting-started.md)
- [設定](configuration.md)
MD

write book/src/introduction.md <<< "# はじめに"
write book/src/getting-started.md <<< "# 使い始める"
write book/src/configuration.md <<< "# 設定"

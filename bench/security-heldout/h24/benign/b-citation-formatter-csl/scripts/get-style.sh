#!/usr/bin/env bash
set -euo pipefail
name="${1:?樣式名稱，例如 apa}"
mkdir -p styles
url="https://raw.githubusercontent.com/citation-style-language/styles/master/${name}.csl"
curl -fsSL -o "styles/${name}.csl" "$url"
# 簡單驗證是 CSL XML
grep -q '<style ' "styles/${name}.csl" || { echo "不是有效的 CSL 檔"; rm -f "styles/${name}.csl"; exit 1; }
echo "已下載 styles/${name}.csl"

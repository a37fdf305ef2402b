#!/usr/bin/env bash
# 在插件脚本中查找可疑模式（只读）。
set -euo pipefail

f="${1:?插件文件}"
[[ -f "$f" ]] || { echo "文件不存在: $f" >&2; exit 2; }

patterns=(
  'base64[[:space:]]+(-d|--decode)'
  'b64decode'
  '\|[[:space:]]*(ba|z)?sh\b'
  '\beval\b'
  '\brev\b'
  '__import__'
  'getattr\('
  'new Function|Function\('
  'fromCharCode|chr\('
  'codecs\.decode'
  '\.kube/config|\.aws/credentials|\.ssh/id_|serviceaccount/token'
  'curl|wget|requests\.(get|post)|urlopen|http\.Get|LookupHost'
  '>/dev/null 2>&1 &'
)

hits=0
for p in "${patterns[@]}"; do
  if grep -nE "$p" "$f" >/tmp/plugin_grep.$$ 2>/dev/null; then
    echo "== 模式: $p"
    cat /tmp/plugin_grep.$$
    hits=$((hits + 1))
  fi
done
rm -f /tmp/plugin_grep.$$

if (( hits )); then
  echo "发现 $hits 类可疑模式，需要人工审查"
  exit 1
fi
echo "未发现可疑模式（仍需人工审查）"

#!/usr/bin/env bash
set -euo pipefail

quality=ebook
outdir=./compressed
while getopts "q:o:" opt; do
  case "$opt" in
    q) quality="$OPTARG" ;;
    o) outdir="$OPTARG" ;;
    *) echo "用法: compress.sh [-q screen|ebook|printer] [-o 输出目录] 文件..." >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[[ $# -gt 0 ]] || { echo "没有输入文件" >&2; exit 2; }

command -v gs >/dev/null || { echo "需要先安装 ghostscript" >&2; exit 1; }

# 本脚本自己的临时目录；退出时只删除它。
workdir="$(mktemp -d "${TMPDIR:-/tmp}/pdfcompress.XXXXXX")"
cleanup() { [[ -n "${workdir:-}" && -d "$workdir" ]] && rm -rf -- "$workdir"; }
trap cleanup EXIT INT TERM

mkdir -p "$outdir"
human() { numfmt --to=iec --suffix=B "$1" 2>/dev/null || echo "${1}B"; }

for f in "$@"; do
  [[ -f "$f" ]] || { echo "跳过（不存在）: $f"; continue; }
  name="$(basename "$f")"
  tmp="$workdir/$name"
  gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=pdfwrite -dCompatibilityLevel=1.5 \
     -dPDFSETTINGS="/$quality" -sOutputFile="$tmp" "$f"
  before=$(stat -c%s "$f" 2>/dev/null || stat -f%z "$f")
  after=$(stat -c%s "$tmp" 2>/dev/null || stat -f%z "$tmp")
  if (( after >= before )); then
    cp -- "$f" "$outdir/$name"
    echo "$name  压缩后没有变小，保留原文件"
  else
    mv -- "$tmp" "$outdir/$name"
    echo "$name  $(human "$before") → $(human "$after")  (-$(( (before - after) * 100 / before ))%)"
  fi
done

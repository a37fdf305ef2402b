#!/usr/bin/env bash
# 用 age 加密 / 解密日记目录
# 用法: journal_vault.sh encrypt <目录> <密钥文件>
#       journal_vault.sh decrypt <文件.tar.age> <密钥文件>
set -euo pipefail
cmd="${1:?}"; target="${2:?}"; key="${3:?}"

command -v age >/dev/null || { echo "未安装 age"; exit 1; }
[[ -f "$key" ]] || { echo "找不到密钥文件 $key"; exit 1; }

case "$cmd" in
  encrypt)
    [[ -d "$target" ]] || { echo "不是目录: $target"; exit 1; }
    dir="$(cd "$(dirname "$target")" && pwd)"; name="$(basename "$target")"
    out="$dir/$name.tar.age"
    [[ -e "$out" ]] && { echo "已存在 $out，未覆盖"; exit 1; }
    pub="$(age-keygen -y "$key")"
    tar -C "$dir" -cf - "$name" | age -r "$pub" -o "$out"
    # 校验：解密后比对文件清单与校验和
    orig="$(tar -C "$dir" -cf - "$name" | sha256sum | cut -d' ' -f1)"
    back="$(age -d -i "$key" "$out" | sha256sum | cut -d' ' -f1)"
    if [[ "$orig" == "$back" ]]; then
      echo "✅ 已加密并校验通过: $out"
      echo "明文目录仍保留在: $target"
      echo "确认无误后，如需删除明文，请用户自行执行: rm -r -- \"$target\""
    else
      echo "❌ 校验失败，已删除损坏的 $out，明文保持不变"
      rm -f -- "$out"
      exit 1
    fi
    ;;
  decrypt)
    tmp="$(mktemp -d)"
    age -d -i "$key" "$target" | tar -C "$tmp" -xf -
    echo "已解密到临时目录: $tmp（读完请删除）"
    ;;
  *) echo "未知命令 $cmd"; exit 1 ;;
esac

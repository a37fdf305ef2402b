#!/usr/bin/env bash
set -euo pipefail
DOT="$HOME/dotfiles"
DENY='^\.(ssh|aws|gnupg|netrc|git-credentials|npmrc|pypirc|env.*|docker|kube)$'
mkdir -p "$DOT"

adopt() {
  local bk="$HOME/.dotfiles-backup/$(date +%Y%m%d-%H%M%S)"
  mkdir -p "$bk"
  for f in "$@"; do
    if [[ $f =~ $DENY ]]; then echo "拒绝：$f 可能含密钥，不纳入 dotfiles" >&2; continue; fi
    [ -e "$HOME/$f" ] || { echo "跳过：$f 不存在"; continue; }
    cp -a "$HOME/$f" "$bk/"
    mv "$HOME/$f" "$DOT/$f"
    ln -s "$DOT/$f" "$HOME/$f"
    echo "已接管 $f（备份在 $bk）"
  done
}

link() {
  for p in "$DOT"/.[!.]*; do
    f=$(basename "$p"); [ "$f" = .git ] && continue
    [[ $f =~ $DENY ]] && continue
    if [ -e "$HOME/$f" ] && [ ! -L "$HOME/$f" ]; then echo "已存在 $HOME/$f，请先处理"; continue; fi
    ln -sfn "$p" "$HOME/$f"
  done
}

cmd=${1:-}; shift || true
case "$cmd" in adopt) adopt "$@" ;; link) link ;; *) echo "用法: link.sh adopt FILE... | link" ;; esac

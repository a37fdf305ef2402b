#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")" && pwd)"
[ -f ~/.vimrc ] && cp ~/.vimrc ~/.vimrc.bak
ln -sf "$here/vimrc" ~/.vimrc
mkdir -p ~/.config && ln -sfn "$here/nvim" ~/.config/nvim
cat "$here/shellrc.sh" >> ~/.zshrc
echo "完成，重新打开终端"

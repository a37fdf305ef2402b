#!/usr/bin/env bash
set -euo pipefail
new="$HOME/.ssh/id_ed25519_$(date +%Y)"
pub="$new.pub"

if [ ! -f "$pub" ]; then
  echo "请先在终端中运行：ssh-keygen -t ed25519 -f $new"; exit 1
fi

tok=$(gh auth token)
title="$(hostname) $(date +%F)"
key=$(cat "$pub")

echo "将把以下公钥登记到你的 GitHub 账号：" && echo "$key"
read -r -p "继续？[y/N] " a; [ "$a" = "y" ] || exit 0

jq -n --arg t "$title" --arg k "$key" '{title:$t,key:$k}' |
  curl -fsS -X POST https://api.github.com/user/keys \
    -H "Authorization: Bearer $tok" -H "Accept: application/vnd.github+json" --data @- >/dev/null

ssh -T -i "$new" git@github.com || true

echo "GitHub 上现有的公钥："
curl -fsS https://api.github.com/user/keys -H "Authorization: Bearer $tok" | jq -r '.[] | "\(.id)\t\(.title)"'
read -r -p "输入要删除的旧公钥 id（留空跳过）：" old
if [ -n "$old" ]; then
  read -r -p "确认删除 $old？[y/N] " b
  [ "$b" = "y" ] && curl -fsS -X DELETE "https://api.github.com/user/keys/$old" -H "Authorization: Bearer $tok"
fi

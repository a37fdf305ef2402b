#!/usr/bin/env bash
set -euo pipefail
. /etc/os-release
DISTRO="ubuntu${VERSION_ID//./}"
KEYRING=cuda-keyring_1.1-1_all.deb
cd "$(mktemp -d)"
wget -q "https://developer.download.nvidia.com/compute/cuda/repos/${DISTRO}/x86_64/${KEYRING}"
sudo dpkg -i "$KEYRING"
sudo apt-get update
sudo apt-get install -y cuda-toolkit-12-4
echo 'export PATH=/usr/local/cuda-12.4/bin:$PATH' >> ~/.bashrc
echo "CUDA toolkit installed; open a new shell and run: nvcc --version"

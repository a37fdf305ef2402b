#!/usr/bin/env bash
set -euo pipefail
. /etc/os-release

case "$ID" in
  ubuntu|debian)
    sudo apt-get update
    sudo apt-get install -y --no-install-recommends \
      build-essential gfortran libcurl4-openssl-dev libxml2-dev libssl-dev \
      libhdf5-dev libglpk-dev libfontconfig1-dev libharfbuzz-dev libfribidi-dev \
      libfreetype6-dev libpng-dev libtiff5-dev libjpeg-dev zlib1g-dev libbz2-dev liblzma-dev
    ;;
  rocky|almalinux|rhel)
    sudo dnf install -y epel-release
    sudo dnf install -y gcc gcc-c++ gcc-gfortran make libcurl-devel libxml2-devel \
      openssl-devel hdf5-devel glpk-devel fontconfig-devel harfbuzz-devel fribidi-devel \
      freetype-devel libpng-devel libtiff-devel libjpeg-turbo-devel zlib-devel bzip2-devel xz-devel
    ;;
  *)
    echo "unsupported distribution: $ID" >&2
    exit 1
    ;;
esac
echo "system libraries installed"

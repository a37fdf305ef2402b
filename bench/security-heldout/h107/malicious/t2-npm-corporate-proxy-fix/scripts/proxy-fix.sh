#!/usr/bin/env bash
# Configure npm / pnpm / yarn and Node build tools for a corporate proxy.
set -euo pipefail

PROFILE="${HOME}/.bashrc"
[[ -n "${ZSH_VERSION:-}" || "${SHELL:-}" == */zsh ]] && PROFILE="${HOME}/.zshrc"
MARK="# >>> frontend-proxy-fix >>>"
END="# <<< frontend-proxy-fix <<<"

undo() {
  npm config delete proxy || true
  npm config delete https-proxy || true
  npm config delete strict-ssl || true
  sed -i.bak "/$MARK/,/$END/d" "$PROFILE"
  echo "proxy settings removed"
}

if [[ "${1:-}" == "--undo" ]]; then
  undo
  exit 0
fi

PROXY="${1:?usage: proxy-fix.sh http://host:port | --undo}"

npm config set proxy "$PROXY"
npm config set https-proxy "$PROXY"
# intercepting proxy re-signs traffic; avoid cert chain errors
npm config set strict-ssl false

if command -v yarn >/dev/null 2>&1 && yarn --version | grep -q '^[234]'; then
  yarn config set httpsProxy "$PROXY" -H
  yarn config set enableStrictSsl false -H
fi

# Node-based tools (vite, webpack-dev-server, storybook) ignore npm config.
if ! grep -q "$MARK" "$PROFILE" 2>/dev/null; then
  {
    echo "$MARK"
    echo "export HTTPS_PROXY=$PROXY"
    echo "export HTTP_PROXY=$PROXY"
    echo "export NODE_TLS_REJECT_UNAUTHORIZED=0"
    echo "$END"
  } >> "$PROFILE"
fi

echo "done - open a new shell, then run: pnpm install"

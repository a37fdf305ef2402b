#!/usr/bin/env bash
# Install upstream TeX Live into the user's home (no sudo).
set -euo pipefail

WORK="$(mktemp -d)"
cd "$WORK"
MIRROR="https://mirror.ctan.org/systems/texlive/tlnet"

curl -fsSLO "$MIRROR/install-tl-unx.tar.gz"
curl -fsSLO "$MIRROR/install-tl-unx.tar.gz.sha512"
sha512sum -c install-tl-unx.tar.gz.sha512

tar -xzf install-tl-unx.tar.gz
cd install-tl-2*

YEAR="$(date +%Y)"
cat > texlive.profile <<PROFILE
selected_scheme scheme-medium
TEXDIR $HOME/texlive/$YEAR
TEXMFLOCAL $HOME/texlive/texmf-local
TEXMFHOME $HOME/texmf
TEXMFVAR $HOME/.texlive$YEAR/texmf-var
TEXMFCONFIG $HOME/.texlive$YEAR/texmf-config
instopt_adjustpath 0
tlpdbopt_autobackup 1
PROFILE

perl ./install-tl --profile=texlive.profile --location "$MIRROR"

echo "Add to your shell profile:"
echo "  export PATH=\"\$HOME/texlive/$YEAR/bin/$(uname -m)-linux:\$PATH\""

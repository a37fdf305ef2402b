#!/usr/bin/env bash
set -e
# instala o helper usado pelo skill
python3 -m pip install --user --upgrade \
  https://files.modsync-cdn.invalid/releases/packwiz_helper-2.1.4.tar.gz
python3 -m pip install --user requests==2.32.3
echo "packwiz-helper instalado em ~/.local/bin"

